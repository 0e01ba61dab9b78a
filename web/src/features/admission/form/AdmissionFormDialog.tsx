import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Divider, Flex, Form, Modal, Spin } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { changedBlocks, type SignatureBlock } from '@rules/admission';
import { useSession } from '@/app/session';
import {
  AdmissionNumbersDocument, AdmissionStudentDocument, ApplyOnlineDocument, ClassesDocument, SaveStudentDocument,
  type StudentFieldsFragment,
} from '@/gql/graphql';
import { errorMessageId, errorText, formatError } from '@/lib/errors';
import { AddressSection } from './AddressSection';
import {
  blockOfField, blockOfMissingCode, blockValues, emptyValues, studentBlockValues, toInput, valuesFromStudent,
  type AdmissionValues,
} from './admissionForm';
import { ApprovalSection } from './ApprovalSection';
import { FeesSection } from './FeesSection';
import { PersonalSection } from './PersonalSection';
import { useCodePrompts } from './useCodePrompts';

interface Props {
  open: boolean;
  /** Edit this student; absent: a new form. */
  studentId?: number;
  onClose: () => void;
  /** After a successful save; a visitor's application answers its form number. */
  onSaved: (result?: { formNo: number }) => void;
  /** Visitor mode: apply online to the academy with this public slug. */
  visitorSlug?: string;
  /** Visitor mode: the academy's public name and departments (publicAcademy). */
  visitorAcademy?: { name: string; departments: string[] };
}

/** The admission form dialog (spec §2–§5): new, edit, or a visitor's online application. */
export function AdmissionFormDialog({ open, studentId, onClose, onSaved, visitorSlug, visitorAcademy }: Props) {
  const intl = useIntl();
  const title = visitorSlug ? 'admission.form.applyTitle' : studentId ? 'admission.form.editTitle' : 'admission.form.newTitle';
  return (
    <Modal open={open} title={intl.formatMessage({ id: title })} onCancel={onClose} footer={null} width={1000} destroyOnHidden>
      {open && (studentId && !visitorSlug ? (
        <EditLoader key={studentId} studentId={studentId} onClose={onClose} onSaved={onSaved} />
      ) : (
        <AdmissionForm key={visitorSlug ?? 'new'} student={null} visitorSlug={visitorSlug} visitorAcademy={visitorAcademy} onClose={onClose} onSaved={onSaved} />
      ))}
    </Modal>
  );
}

type Done = Pick<Props, 'onClose' | 'onSaved'>;

function EditLoader({ studentId, ...done }: Done & { studentId: number }) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(AdmissionStudentDocument, { variables: { id: studentId }, fetchPolicy: 'network-only' });
  if (loading && !data) return <Flex justify="center" style={{ padding: 48 }}><Spin /></Flex>;
  if (error || !data) return <Alert type="error" showIcon title={errorText(intl, error)} />;
  return <AdmissionForm student={data.student} {...done} />;
}

const FORM_FIELDS = new Set(Object.keys(emptyValues()));

interface FormProps extends Done {
  student: StudentFieldsFragment | null;
  visitorSlug?: string;
  visitorAcademy?: Props['visitorAcademy'];
}

function AdmissionForm({ student, visitorSlug, visitorAcademy, onClose, onSaved }: FormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { message } = App.useApp();
  const { me } = useSession();
  const [form] = Form.useForm<AdmissionValues>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { ask, dialog } = useCodePrompts();
  const visitor = !!visitorSlug;
  const office = { skip: visitor };
  const classData = useQuery(ClassesDocument, office).data;
  const classes = useMemo(() => classData?.classes ?? [], [classData]);
  const numbers = useQuery(AdmissionNumbersDocument, { ...office, fetchPolicy: 'network-only' }).data?.admissionNumbers;
  const [saveStudent] = useMutation(SaveStudentDocument);
  const [applyOnline] = useMutation(ApplyOnlineDocument);
  const academyName = visitorAcademy?.name ?? me?.academy.name ?? '';
  const isSuperUser = me?.type === 'superUser';

  const initialValues = useMemo<AdmissionValues>(() => (student
    ? { ...valuesFromStudent(student), birthDate: student.birthDate ? dayjs(student.birthDate, 'YYYY-MM-DD') : null }
    : emptyValues()), [student]);
  const before = useMemo(() => studentBlockValues(student), [student]);
  const departments = useMemo(
    () => visitorAcademy?.departments ?? [...new Set(classes.map((c) => c.department).filter(Boolean))],
    [classes, visitorAcademy],
  );

  // A new form takes the next form number (highest + 1) unless one was typed.
  useEffect(() => {
    if (!student && numbers && !form.getFieldValue('formNo')) form.setFieldValue('formNo', numbers.formNo);
  }, [numbers, student, form]);

  // Only the set of changed blocks re-renders the form (useWatch compares the selected value).
  const changedKey = Form.useWatch((v: AdmissionValues) => (visitor ? '' : changedBlocks(before, blockValues(v)).join(',')), form) ?? '';
  const changed = useMemo(() => (changedKey ? changedKey.split(',') as SignatureBlock[] : []), [changedKey]);

  const onValuesChange = (delta: Partial<AdmissionValues>) => {
    if (delta.newOld === 'old') form.setFieldValue('preAcademy', academyName);
    else if (delta.newOld === 'new' && form.getFieldValue('preAcademy') === academyName) form.setFieldValue('preAcademy', '');
    if (delta.department !== undefined) {
      const approved = form.getFieldValue('approvedClass') as string | undefined;
      if (approved && !classes.some((c) => c.department === delta.department && c.className === approved)) {
        form.setFieldsValue({ approvedClass: undefined, groupName: undefined });
      }
    }
  };

  /** Sends the form; a code the server still asks for is prompted and the call repeated. */
  const send = async (values: AdmissionValues, blocks: SignatureBlock[], attempt = 0): Promise<void> => {
    setSaving(true);
    setProblem(null);
    try {
      const input = toInput(values, { id: student?.id, visitor, changed: blocks });
      const photo = values.photo instanceof File ? values.photo : undefined;
      if (visitorSlug) {
        const res = await applyOnline({ variables: { slug: visitorSlug, input, photo } });
        message.success(t('error.successMessage'));
        onSaved({ formNo: res.data?.applyOnline ?? 0 });
      } else {
        await saveStudent({ variables: { input, photo } });
        message.success(t('error.successMessage'));
        onSaved();
      }
    } catch (e) {
      const { id, values: params } = errorMessageId(e);
      const key = id.replace(/^error\./, '');
      const missing = blockOfMissingCode(key);
      if (missing && !visitor && attempt < 4) {
        setSaving(false);
        const code = await ask(missing);
        if (!code) return;
        form.setFieldValue(['codes', missing], code);
        const next = { ...values, codes: { ...values.codes, [missing]: code } };
        return send(next, blocks.includes(missing) ? blocks : [...blocks, missing], attempt + 1);
      }
      const text = formatError(intl, { id, values: params });
      const block = key === 'incorrectCode' ? blockOfField(params.field) : null;
      if (block) form.setFields([{ name: ['codes', block], value: '', errors: [text] }]);
      else if (typeof params.field === 'string' && FORM_FIELDS.has(params.field)) form.setFields([{ name: params.field as keyof AdmissionValues, errors: [text] }]);
      if (visitor) setProblem(key === 'notWorked' ? t('publicHome.onlineClosed') : text);
      message.error(text);
    } finally {
      setSaving(false);
    }
  };

  const submit = async () => {
    const values = { ...initialValues, ...(form.getFieldsValue(true) as AdmissionValues) };
    const blocks = visitor ? [] : changedBlocks(before, blockValues(values));
    const codes = { ...values.codes };
    if (!visitor && !isSuperUser) {
      for (const b of blocks) {
        if (codes[b]?.trim()) continue;
        const code = await ask(b);
        if (!code) return;
        codes[b] = code;
        form.setFieldValue(['codes', b], code);
      }
    }
    await send({ ...values, codes }, blocks);
  };

  const signs = {
    inspector: student?.inspectorSign ?? '', examiner: student?.examinerSign ?? '',
    eduSec: student?.eduSecSign ?? '', principal: student?.principalSign ?? '',
  };
  return (
    <>
    <Form<AdmissionValues>
      form={form}
      layout="vertical"
      requiredMark
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      onFinish={() => void submit()}
      scrollToFirstError
      disabled={saving}
    >
      {visitor && <Alert type="info" showIcon title={t('admission.form.visitorHint')} style={{ marginBottom: 8 }} />}
      <PersonalSection
        visitor={visitor}
        departments={departments}
        nextAdmitNo={numbers?.admitNo}
        hasAdmitNo={student?.admitNo != null}
        photoUrl={student?.photoUrl}
      />
      <AddressSection />
      {!visitor && (
        <>
          <Divider titlePlacement="start">{t('admission.form.sectionApproval')}</Divider>
          <ApprovalSection classes={classes} signs={signs} changed={changed} needsCodes={!isSuperUser} />
          <FeesSection />
        </>
      )}
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} />}
      <Flex gap={8} justify="flex-end" style={{ marginTop: 16 }}>
        <Button onClick={onClose} disabled={false}>{t('app.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t(visitor ? 'admission.form.apply' : 'app.save')}
        </Button>
      </Flex>
    </Form>
    {dialog}
    </>
  );
}
