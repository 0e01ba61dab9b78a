import { DownOutlined, IdcardOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, App, Button, Dropdown, Flex, Input, Modal, type MenuProps } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePrint } from '@/components/PrintHost';
import type { StudentFieldsFragment } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { AdmissionFormPrint } from '@/print/students/AdmissionFormPrint';
import { AdmitCards } from '@/print/students/AdmitCards';
import { CertificatePrint } from '@/print/students/CertificatePrint';
import { ClearanceFormPrint } from '@/print/students/ClearanceFormPrint';
import { DEFAULT_ID_CARD_FRAME, FramePicker, IdCards, idCardStudents, type IdCardFrameId } from '@/print/students/IdCards';
import { cardRows } from './studentList';

/**
 * ID cards (with a frame picker) and admit cards (with the exam name) for the selected rows, or for
 * every row shown when none is selected. ID cards are for admitted students only: applicants
 * without an admit number are left out, and a choice of applicants only is told so, not printed.
 */
export function CardsPrintMenu({ selected, shown }: { selected: StudentFieldsFragment[]; shown: StudentFieldsFragment[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num } = useFormat();
  const { message } = App.useApp();
  const print = usePrint();
  const [asking, setAsking] = useState<'idCards' | 'admitCards' | null>(null);
  const [frame, setFrame] = useState<IdCardFrameId>(DEFAULT_ID_CARD_FRAME);
  const [examName, setExamName] = useState('');
  const students = cardRows(selected, shown);
  const admitted = idCardStudents(students);
  const applicants = students.length - admitted.length;
  const scope = selected.length
    ? t('students.printSelected', { count: num(selected.length) })
    : t('students.printAllShown', { count: num(shown.length) });
  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'scope',
      label: scope,
      children: [
        { key: 'idCards', icon: <IdcardOutlined />, label: t('students.idCards'), disabled: !students.length },
        { key: 'admitCards', icon: <IdcardOutlined />, label: t('students.admitCards'), disabled: !students.length },
      ],
    },
  ];
  const printCards = () => {
    if (asking === 'idCards') print(<IdCards students={admitted} frame={frame} />);
    else if (asking === 'admitCards') print(<AdmitCards students={students} examName={examName.trim() || undefined} />);
    setAsking(null);
  };
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items,
          onClick: ({ key }) => {
            if (key === 'idCards' && !admitted.length) return void message.info(t('idCard.onlyApplicants'));
            setAsking(key as 'idCards' | 'admitCards');
          },
        }}
      >
        <Button icon={<PrinterOutlined />}>
          {t('students.printDocuments')} <DownOutlined />
        </Button>
      </Dropdown>
      <Modal
        open={asking !== null}
        title={`${t(asking === 'admitCards' ? 'students.admitCards' : 'students.idCards')} · ${scope}`}
        okText={t('table.print')}
        okButtonProps={{ icon: <PrinterOutlined /> }}
        cancelText={t('table.cancel')}
        onOk={printCards}
        onCancel={() => setAsking(null)}
        width={asking === 'idCards' ? 640 : 420}
        destroyOnHidden
      >
        {asking === 'idCards' ? (
          <Flex vertical gap={12}>
            {applicants > 0 && (
              <Alert type="info" showIcon title={t('idCard.skippedApplicants', { count: applicants, formatted: num(applicants) })} />
            )}
            <FramePicker value={frame} onChange={setFrame} />
          </Flex>
        ) : (
          <Flex vertical gap={4}>
            <label htmlFor="talim-admit-exam">{t('admitCard.exam')}</label>
            <Input id="talim-admit-exam" value={examName} onChange={(e) => setExamName(e.target.value)} onPressEnter={printCards} />
          </Flex>
        )}
      </Modal>
    </>
  );
}

/** One student's documents: the admission form for everyone; clearance and certificate for student.manage. */
export function StudentPrintMenu({ student, canManage }: { student: StudentFieldsFragment; canManage: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const print = usePrint();
  const items: MenuProps['items'] = [
    { key: 'admissionForm', label: t('students.admissionForm') },
    ...(canManage
      ? [
          { key: 'clearanceForm', label: t('students.clearanceForm') },
          { key: 'certificate', label: t('students.certificate') },
        ]
      : []),
  ];
  const label = t('students.printFor', { name: student.name });
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'admissionForm') print(<AdmissionFormPrint student={student} />);
          else if (key === 'clearanceForm') print(<ClearanceFormPrint student={student} />);
          else if (key === 'certificate') print(<CertificatePrint student={student} />);
        },
      }}
    >
      <Button icon={<PrinterOutlined />} aria-label={label} title={label} />
    </Dropdown>
  );
}
