import { Flex, Tag, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { classKey, type SeatClass, type SeatPlan } from '@rules/seat-plan';
import { useFormat } from '@/lib/format';
import { classLabel } from '@/print/exams';
import './seatPlan.css';

/** Tag colours for the classes, in the order they were chosen. */
const CLASS_COLORS = ['blue', 'green', 'orange', 'purple', 'cyan', 'magenta', 'gold', 'volcano', 'geekblue', 'lime', 'red'];

export function classColor(classes: readonly SeatClass[], c: SeatClass): string {
  const i = classes.findIndex((x) => classKey(x) === classKey(c));
  return CLASS_COLORS[(i < 0 ? 0 : i) % CLASS_COLORS.length];
}

/** The hall as it will be seated: the front, then rows of tables, each with its seats (empty ones dashed). */
export function HallPreview({ plan, classes, perRow, perTable }: { plan: SeatPlan; classes: readonly SeatClass[]; perRow: number; perTable: number }) {
  const { digits } = useFormat();
  const counts = classes.map((c) => ({ c, n: plan.seats.filter((s) => classKey(s) === classKey(c)).length }));
  return (
    <Flex vertical gap={10}>
      <Flex gap={6} wrap align="center" data-testid="class-legend">
        {counts.map(({ c, n }) => (
          <Tag key={classKey(c)} color={classColor(classes, c)}>
            {classLabel(c)}: {digits(n)}
          </Tag>
        ))}
      </Flex>
      <div className="seat-hall">
        <div className="seat-front">
          <FormattedMessage id="seatPlan.front" />
        </div>
        <div className="seat-grid" style={{ gridTemplateColumns: `repeat(${perRow}, minmax(150px, 1fr))` }} role="list">
          {plan.rows.flat().map((table) => (
            <div key={table.number} className="seat-table" data-testid="hall-table" role="listitem">
              <div className="seat-table-head">
                <FormattedMessage id="seatPlan.tableN" values={{ n: digits(table.number) }} />
              </div>
              {table.seats.map((seat) => (
                <div key={seat.seat} className="seat-seat" data-testid="hall-seat">
                  <span className="seat-no">{digits(seat.seat)}</span>
                  <span className="seat-student">
                    <Typography.Text strong ellipsis className="seat-name">
                      {seat.name}
                    </Typography.Text>
                    <span className="seat-meta">
                      <bdi dir="ltr">{digits(seat.admitNo)}</bdi>
                      <Tag color={classColor(classes, seat)} className="seat-class">
                        {classLabel(seat)}
                      </Tag>
                    </span>
                  </span>
                </div>
              ))}
              {Array.from({ length: Math.max(0, perTable - table.seats.length) }, (_, i) => (
                <div key={`empty-${i}`} className="seat-seat seat-empty">
                  <span className="seat-no">{digits(table.seats.length + i + 1)}</span>
                  <FormattedMessage id="seatPlan.emptySeat" />
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
    </Flex>
  );
}
