import { useQuery } from '@apollo/client/react';
import { PrinterOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { educationYearLabel, pageRows, registerError, reportWeeks, type RegisterRow } from '@rules/registers';
import { PrintHost, usePrint } from '@/components/PrintHost';
import { useAcademyHeading } from '@/components/useAcademyHeading';
import { ClassesDocument } from '@/gql/graphql';
import { errorText, formatError, problemMessage } from '@/lib/errors';
import { isoToday, useFormat } from '@/lib/format';
import { AttendanceRegister, ReportRegister, type RegisterInfo } from '@/print/exams';
import { examLabel } from '../result/examLabels';
import { RegisterFields } from './RegisterFields';
import { changeForm, initialRegisterForm, monthsToPrint, registerInput, type RegisterForm } from './registerForm';
import { useRegisterRows } from './useRegisterRows';

/** /registers: the attendance register and the report register of a class, by admit number or by a result's merit order. */
export default function RegistersScreen() {
  const heading = useAcademyHeading();
  return (
    <PrintHost heading={heading}>
      <RegisterMaker />
    </PrintHost>
  );
}

function RegisterMaker() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num, digits } = useFormat();
  const { message } = App.useApp();
  const print = usePrint();
  const [form, setForm] = useState<RegisterForm>(() => initialRegisterForm(Number(isoToday().slice(0, 4))));
  const { data: classData, error: classError } = useQuery(ClassesDocument);
  const classes = useMemo(() => classData?.classes ?? [], [classData]);
  const change = (patch: Partial<RegisterForm>) => setForm((f) => changeForm(f, patch, classes));
  const source = useRegisterRows(form);
  const months = useMemo(() => monthsToPrint(form), [form]);
  const pagesPerSheet = pageRows(source.rows).length;
  const sheets = form.type === 'attendanceRegister' ? months.length : reportWeeks(months).length;

  const makePrint = () => {
    const problem = registerError(registerInput(form), classes);
    if (problem) {
      message.warning(formatError(intl, problemMessage(problem)));
      return;
    }
    const order = source.result
      ? t('registers.meritOf', { exam: `${examLabel(intl, source.result.examName)} ${digits(source.result.year)}` })
      : t('registers.source.accordingAdmit');
    const info: RegisterInfo = {
      title: form.heading.trim() || t(`registers.type.${form.type}`),
      department: form.department,
      className: form.className,
      groupName: form.groupName,
      yearLabel: digits(educationYearLabel(form.startYear, form.firstMonth)),
      order,
    };
    print(
      form.type === 'attendanceRegister' ? (
        <AttendanceRegister info={info} rows={source.rows} months={months} />
      ) : (
        <ReportRegister info={info} rows={source.rows} weeks={reportWeeks(months)} classAmount={form.classAmount} />
      ),
    );
  };

  const failure = classError ?? source.error;
  const columns = [
    { key: 'serial', title: t('examPrint.serial'), width: 70, render: (_: unknown, r: RegisterRow) => digits(r.serial) },
    { key: 'admitNo', title: t('result.admitNo'), width: 110, render: (_: unknown, r: RegisterRow) => (r.admitNo === null ? '' : <bdi dir="ltr">{digits(r.admitNo)}</bdi>) },
    { key: 'name', title: t('result.name'), render: (_: unknown, r: RegisterRow) => r.name || <Typography.Text type="secondary">{t('registers.blankRow')}</Typography.Text> },
  ];
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={1} className="talim-page-title" style={{ margin: 0 }}>
        {t('registers.title')}
      </Typography.Title>
      {failure ? <Alert type="error" showIcon title={errorText(intl, failure)} /> : null}
      <Card size="small">
        <RegisterFields form={form} change={change} classes={classes} resultOptions={source.resultOptions} resultsLoading={source.optionsLoading} />
        <Flex justify="end">
          <Button type="primary" icon={<PrinterOutlined />} onClick={makePrint} loading={source.loading}>
            {t(`registers.print.${form.type}`)}
          </Button>
        </Flex>
      </Card>
      <Card
        size="small"
        title={t('registers.rows')}
        extra={
          <Typography.Text type="secondary" data-testid="register-summary">
            {t('registers.summary', { students: num(source.studentCount), empty: num(source.rows.length - source.studentCount), rows: num(source.rows.length) })}
            {' · '}
            {t('registers.pages', { count: sheets * pagesPerSheet, formatted: num(sheets * pagesPerSheet) })}
          </Typography.Text>
        }
      >
        <Table<RegisterRow>
          size="small"
          rowKey="serial"
          columns={columns}
          dataSource={source.rows}
          loading={source.loading}
          pagination={false}
          scroll={{ y: 420 }}
          data-testid="register-rows"
        />
      </Card>
    </Flex>
  );
}
