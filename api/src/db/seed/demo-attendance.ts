import type { EntityManager } from 'typeorm';
import { Staff } from '../../domains/administration/staff.entity';
import { AttendanceDevice, AttendanceRecord } from '../../domains/attendance/entities';
import { Student } from '../../domains/education/student.entity';
import { DEFAULT_SHIFTS, conditionOf } from '../../rules/attendance';
import { addDays } from '../../rules/dates';

/** The demo academy's attendance records (the last four weeks, a few late) and a device (issue 12). */
export async function seedDemoAttendance(em: EntityManager, code: string, today: string): Promise<void> {
  const records = em.getRepository(AttendanceRecord);
  if (await records.countBy({ code })) return;
  const devices = em.getRepository(AttendanceDevice);
  const device = await devices.save(devices.create({
    code, deviceName: 'Main gate', deviceUser: 'All', ipAddress: '192.168.1.201', port: 4370, secretCode: '0', expiryDate: addDays(today, 365),
    email: 'gate@demo.talim.test',
  }));
  const students = (await em.getRepository(Student).find({ where: { code }, order: { admitNo: 'ASC' }, take: 40 })).filter((s) => s.admitNo !== null);
  const staff = await em.getRepository(Staff).find({ where: { code }, order: { id: 'ASC' }, take: 10 });
  const people = [
    ...students.map((s) => ({ personKind: 'student', personId: s.id, idNo: String(s.admitNo), name: s.name, classDesignation: [s.admittedClass, s.groupName].filter((v) => v.trim()).join(' / ') })),
    ...staff.map((s) => ({ personKind: 'officiant', personId: s.id, idNo: s.staffId, name: s.name, classDesignation: s.designation })),
  ];
  const shift = DEFAULT_SHIFTS.day;
  const rows: AttendanceRecord[] = [];
  for (let back = 27; back >= 0; back -= 1) {
    const date = addDays(today, -back);
    // Friday is the weekly holiday: nobody comes.
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 5) continue;
    people.forEach((p, i) => {
      if ((i + back) % 9 === 0) return; // absent
      const minutes = 15 + ((i * 7 + back * 11) % 35); // 08:15 … 08:49
      const arrival = `08:${String(minutes).padStart(2, '0')}:00`;
      rows.push(records.create({
        code, ...p, shift: 'day', date, arrival, ...shift, condition: conditionOf(arrival, shift),
        method: i % 4 === 0 ? 'manual' : 'fingerprint', deviceId: i % 4 === 0 ? null : device.id,
      }));
    });
  }
  await records.save(rows, { chunk: 200 });
}
