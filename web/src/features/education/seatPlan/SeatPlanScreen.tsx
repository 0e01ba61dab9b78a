import { useQuery } from '@apollo/client/react';
import { FileTextOutlined, IdcardOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Empty, Flex, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { planSeats, seatCountsValid, seatPlanError, seededRandom } from '@rules/seat-plan';
import { PrintHost, usePrint } from '@/components/PrintHost';
import { useAcademyHeading } from '@/components/useAcademyHeading';
import { ClassesDocument } from '@/gql/graphql';
import { errorText, formatError, problemMessage } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { SeatCards, SignatureSheets } from '@/print/exams';
import { HallPreview } from './HallPreview';
import { SeatPlanFields } from './SeatPlanFields';
import { classOptions, counts, initialSeatForm, selectedClasses, type SeatForm } from './seatPlanForm';
import { useClassStudents } from './useClassStudents';

const newSeed = () => Math.floor(Math.random() * 2 ** 31);

/** /seatPlane: seat the students of the chosen classes in a hall; print seat cards and exam signature sheets. */
export default function SeatPlanScreen() {
  const heading = useAcademyHeading();
  return (
    <PrintHost heading={heading}>
      <SeatPlanner />
    </PrintHost>
  );
}

function SeatPlanner() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num } = useFormat();
  const { message } = App.useApp();
  const print = usePrint();
  const [form, setForm] = useState<SeatForm>(initialSeatForm);
  // The dynamic shuffle is seeded so the preview stays put while typing; "shuffle again" draws anew.
  const [seed, setSeed] = useState(newSeed);
  const change = (patch: Partial<SeatForm>) => setForm((f) => ({ ...f, ...patch }));

  const { data: classData, error: classError } = useQuery(ClassesDocument);
  const options = useMemo(() => classOptions(classData?.classes ?? []), [classData]);
  const classes = useMemo(() => selectedClasses(form.classKeys, options), [form.classKeys, options]);
  const { students, loading, error } = useClassStudents(classes);
  const { tablesPerRow, studentsPerTable } = counts(form);
  const countsOk = seatCountsValid(tablesPerRow, studentsPerTable);

  const plan = useMemo(
    () => (countsOk ? planSeats({ ...form, tablesPerRow, studentsPerTable, classes, students, random: seededRandom(seed) }) : null),
    [countsOk, form, tablesPerRow, studentsPerTable, classes, students, seed],
  );

  const printWith = (kind: 'cards' | 'sheets') => {
    const problem = seatPlanError({ ...form, tablesPerRow, studentsPerTable, classes });
    if (problem) {
      message.warning(formatError(intl, problemMessage(problem)));
      return;
    }
    if (!plan || !plan.seats.length) {
      message.warning(t('error.sorryNotFound'));
      return;
    }
    const props = { examHeading: plan.heading, hallName: plan.hallName };
    print(kind === 'cards' ? <SeatCards seats={plan.seats} {...props} /> : <SignatureSheets students={plan.seats} {...props} />);
  };

  const failure = classError ?? error;
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={1} className="talim-page-title" style={{ margin: 0 }}>
        {t('seatPlan.title')}
      </Typography.Title>
      {failure ? <Alert type="error" showIcon title={errorText(intl, failure)} /> : null}
      <Card size="small">
        <SeatPlanFields form={form} change={change} options={options} />
        <Flex gap={8} wrap justify="end">
          {form.mode === 'dynamicSeat' && (
            <Button icon={<ReloadOutlined />} onClick={() => setSeed(newSeed())} disabled={!plan?.seats.length}>
              {t('seatPlan.shuffle')}
            </Button>
          )}
          <Button icon={<IdcardOutlined />} type="primary" onClick={() => printWith('cards')}>
            {t('seatPlan.printCards')}
          </Button>
          <Button icon={<FileTextOutlined />} onClick={() => printWith('sheets')}>
            {t('seatPlan.printSheets')}
          </Button>
        </Flex>
      </Card>
      <Card
        size="small"
        title={t('seatPlan.preview')}
        extra={
          plan && plan.seats.length > 0 ? (
            <Typography.Text type="secondary" data-testid="seat-summary">
              {t('seatPlan.summary', { students: num(plan.seats.length), tables: num(plan.tableCount), rows: num(plan.rows.length) })}
            </Typography.Text>
          ) : null
        }
      >
        {loading ? (
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        ) : !classes.length ? (
          <Empty description={t('seatPlan.chooseClasses')} />
        ) : !plan ? (
          <Empty description={t('error.invalidValue')} />
        ) : !plan.seats.length ? (
          <Empty description={t('seatPlan.noStudents')} />
        ) : (
          <HallPreview plan={plan} classes={classes} perRow={tablesPerRow} perTable={studentsPerTable} />
        )}
      </Card>
    </Flex>
  );
}
