import { IsBoolean, IsInt, IsOptional, IsString, Length, Matches, Max, Min } from 'class-validator';
import { required } from '../../platform/required';

const invalid = { message: 'invalidValue' };

/**
 * The REST form of PUT /api/controller/academy/update/{code} (spec doc 2 §7, §3 "Account":
 * activation, expiryDate; the academy list's payment, which is the bill): every field optional,
 * only those sent are changed. The GraphQL form (ControllerAcademyUpdateInput, the product's
 * screen) sends them all. balanceExpiry is accepted too (the spec's account field); the balance
 * itself changes only through update_balances (a top-up).
 */
export class AcademyTermsPatch {
  @IsString() @Length(1, 16, required) code: string;
  @IsOptional() @IsBoolean(invalid) activation?: boolean;
  /** YYYY-MM-DD; '' clears it (the academy is then not valid until one is set). */
  @IsOptional() @IsString(invalid) @Matches(/^(\d{4}-\d{2}-\d{2})?$/, invalid) expiryDate?: string;
  /** The monthly bill in paisa (the spec's `payment`). */
  @IsOptional() @IsInt(invalid) @Min(0, invalid) @Max(2_000_000_000, invalid) bill?: number;
  @IsOptional() @IsString(invalid) @Matches(/^\d{4}-\d{2}-\d{2}$/, invalid) balanceExpiry?: string;
}
