import { Field, ObjectType } from 'type-graphql';
import { AttendanceDeviceView } from '../attendance/attendance.types';

@ObjectType('ControllerDevice', { description: "An attendance device of any academy as the controller lists it (never its secret code)." })
export class ControllerDeviceView extends AttendanceDeviceView {
  @Field({ description: 'The institute code of the academy the device belongs to.' }) code: string;
  @Field() academyName: string;
}
