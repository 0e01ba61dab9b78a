import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables of the accounts area "vouchers" (issue 10): vouchers, salary sheets and their rows. */
export class Vouchers1764310000000 implements MigrationInterface {
  name = 'Vouchers1764310000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE \"vouchers\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"department\" varchar(16) NOT NULL, \"fund\" varchar(16) NOT NULL, \"voucherNo\" integer NOT NULL, \"name\" varchar(120) NOT NULL DEFAULT (''), \"description\" varchar(500) NOT NULL DEFAULT (''), \"regarding1\" varchar(120) NOT NULL DEFAULT (''), \"regarding2\" varchar(120) NOT NULL DEFAULT (''), \"regarding3\" varchar(120) NOT NULL DEFAULT (''), \"regarding4\" varchar(120) NOT NULL DEFAULT (''), \"regarding5\" varchar(120) NOT NULL DEFAULT (''), \"regarding6\" varchar(120) NOT NULL DEFAULT (''), \"regarding7\" varchar(120) NOT NULL DEFAULT (''), \"regarding8\" varchar(120) NOT NULL DEFAULT (''), \"regarding9\" varchar(120) NOT NULL DEFAULT (''), \"regarding10\" varchar(120) NOT NULL DEFAULT (''), \"amount1Paisa\" integer NOT NULL DEFAULT (0), \"amount2Paisa\" integer NOT NULL DEFAULT (0), \"amount3Paisa\" integer NOT NULL DEFAULT (0), \"amount4Paisa\" integer NOT NULL DEFAULT (0), \"amount5Paisa\" integer NOT NULL DEFAULT (0), \"amount6Paisa\" integer NOT NULL DEFAULT (0), \"amount7Paisa\" integer NOT NULL DEFAULT (0), \"amount8Paisa\" integer NOT NULL DEFAULT (0), \"amount9Paisa\" integer NOT NULL DEFAULT (0), \"amount10Paisa\" integer NOT NULL DEFAULT (0), \"totalPaisa\" integer NOT NULL, \"inWords\" varchar(500) NOT NULL DEFAULT (''), \"date\" varchar(10) NOT NULL, \"receiverSign\" varchar(255) NOT NULL DEFAULT (''), \"receiverId\" integer, \"principalSign\" varchar(255) NOT NULL DEFAULT (''), \"principalSignerId\" integer, \"condition\" varchar(8) NOT NULL DEFAULT ('unsaved'), \"salarySheetId\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("CREATE INDEX \"IDX_vouchers_code_department_date\" ON \"vouchers\" (\"code\", \"department\", \"date\") ");
    await q.query("CREATE UNIQUE INDEX \"UQ_vouchers_code_department_fund_no\" ON \"vouchers\" (\"code\", \"department\", \"fund\", \"voucherNo\") ");
    await q.query("CREATE TABLE \"salary_sheets\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"month\" varchar(7) NOT NULL, \"department\" varchar(80) NOT NULL DEFAULT (''), \"note\" varchar(500) NOT NULL DEFAULT (''), \"paidVoucherId\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("CREATE UNIQUE INDEX \"UQ_salary_sheets_code_month_department\" ON \"salary_sheets\" (\"code\", \"month\", \"department\") ");
    await q.query("CREATE TABLE \"salary_sheet_rows\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"sheetId\" integer NOT NULL, \"position\" integer NOT NULL, \"staffRowId\" integer, \"staffId\" varchar(40) NOT NULL DEFAULT (''), \"name\" varchar(120) NOT NULL, \"designation\" varchar(120) NOT NULL DEFAULT (''), \"workdays\" integer NOT NULL DEFAULT (0), \"attendance\" integer NOT NULL DEFAULT (0), \"basicPaisa\" integer NOT NULL DEFAULT (0), \"dailyPaisa\" integer NOT NULL DEFAULT (0), \"responsibilityPaisa\" integer NOT NULL DEFAULT (0), \"supervisionPaisa\" integer NOT NULL DEFAULT (0), \"houseRentPaisa\" integer NOT NULL DEFAULT (0), \"travelPaisa\" integer NOT NULL DEFAULT (0), \"medicalPaisa\" integer NOT NULL DEFAULT (0), \"snacksPaisa\" integer NOT NULL DEFAULT (0), \"otherAllowancesPaisa\" integer NOT NULL DEFAULT (0), \"incrementBp\" integer NOT NULL DEFAULT (0), \"overtimePaisa\" integer NOT NULL DEFAULT (0), \"bonusPaisa\" integer NOT NULL DEFAULT (0), \"loanPaisa\" integer NOT NULL DEFAULT (0), \"electricityPaisa\" integer NOT NULL DEFAULT (0), \"foodPaisa\" integer NOT NULL DEFAULT (0), \"gasPaisa\" integer NOT NULL DEFAULT (0), \"cleaningPaisa\" integer NOT NULL DEFAULT (0), \"governmentTaxPaisa\" integer NOT NULL DEFAULT (0), \"mobilePaisa\" integer NOT NULL DEFAULT (0), \"internetPaisa\" integer NOT NULL DEFAULT (0), \"othersPaisa\" integer NOT NULL DEFAULT (0))");
    await q.query("CREATE INDEX \"IDX_salary_sheet_rows_code_sheet\" ON \"salary_sheet_rows\" (\"code\", \"sheetId\", \"position\") ");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX \"IDX_salary_sheet_rows_code_sheet\"");
    await q.query("DROP TABLE \"salary_sheet_rows\"");
    await q.query("DROP INDEX \"UQ_salary_sheets_code_month_department\"");
    await q.query("DROP TABLE \"salary_sheets\"");
    await q.query("DROP INDEX \"UQ_vouchers_code_department_fund_no\"");
    await q.query("DROP INDEX \"IDX_vouchers_code_department_date\"");
    await q.query("DROP TABLE \"vouchers\"");
  }
}
