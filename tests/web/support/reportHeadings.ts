/** The settings fields other than the report headings (issue 24 item 11), for screens that read the headings from settings. */
export const settingsFixture = {
  admissionSms: false, onlineAdmission: false, result: false, notice: false, receiptSms: false, officiants: false, draftMessages: [] as string[],
  admissionSmsText: '', receiptSmsText: '', absenceSms: false, feeDueSms: false, resultSms: false, absenceSmsText: '', feeDueSmsText: '', resultSmsText: '',
};
