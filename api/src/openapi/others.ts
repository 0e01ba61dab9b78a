import type { RouteDocs } from './describe';

const PAGE = { page: 'integer 1-based page', limit: 'integer rows a page (default 100, at most 500)', offset: 'integer rows to skip (instead of page)' };
const PRODUCT = 'object! id, product_name, unit, total_has, total_sold, remain, per_product_price, per_product_selling_price, responsible, created_at';
const SOLD = 'object id, sale_id, product_id, product_name, unit, per_product_buying_price, per_product_selling_price, total_sold, line_total, seller_name, mobile, responsible, created_at';
const ARTICLE_BODY = { title: 'string!', subject: 'string!', writer: 'string! the writer (`author` also works)', content: 'string! the article (HTML from the editor)' };
const ARTICLE = 'object! id, title, subject, writer, author, content, created_at';
const DEVICE_BODY = {
  id: 'integer present: update that device', deviceName: 'string! (`device_name`)', deviceUser: 'string Student, Officiant or All (`device_user`)',
  ipAddress: 'string! the device\'s address (`ip_address`)', port: 'integer! (usually 4370)', secretCode: 'string! the device\'s comm key (`secret_code`)',
  expiryDate: 'date! (`expiry_date`)', email: 'string! a contact e-mail',
};
const RECORD = 'id, person_kind, id_no, name, photo_url, department, class_name, group_name, date, arrival, shift, late, late_minutes, method';

/** /api/others: settings, dashboard, SMS, store, articles, attendance (spec doc 2 §7 Others). */
export const othersDocs: RouteDocs = {
  'GET /api/others/settings/:code': {
    summary: 'The academy\'s settings and grading', spec: true, access: 'academy.read',
    answer: {
      settings: 'object! admission_sms, online_admission, result, notice, receipt_sms, officiants, absence_sms, fee_due_sms, result_sms (flags), messages {admission_sms, receipt_sms, …}, draft_messages',
      grading: 'object! is_grade, result_system (percentage or grade), grades [{grade, from, to, gpa}]',
    },
  },
  'PUT /api/others/settings/update/:code': {
    summary: 'Update settings: a settings map, a messages list, or the grading', spec: true, access: ['settings.write', 'result.write'],
    description: 'Three payloads: `{settings: {flag: boolean, …}}` (or the flags at the top), `{messages: {admission_sms, receipt_sms, …}, draft_messages}`, or `{grading: {isGrade, result_system, grades}}` (result.write). Snake or camel case.',
    body: {
      settings: 'object the flags: admission_sms, online_admission, result, notice, receipt_sms, officiants, absence_sms, fee_due_sms, result_sms',
      messages: 'object the message texts: admission_sms, receipt_sms, absence_sms, fee_due_sms, result_sms',
      draft_messages: 'string[] saved message drafts',
      grading: 'object isGrade, result_system, grades [{grade, from, to, gpa}], failOnSubjectFail',
    },
    answer: { settings: 'object the settings as saved', grading: 'object the grading as saved (when sent)' },
  },
  'GET /api/others/dashboard/:code': {
    summary: 'The dashboard\'s figures', spec: true, access: 'academy.read',
    answer: { dashboard: 'object! today, students {active, left}, pending_applications, attendance_today, attendance_month [{date, present, late, absent, taken}], sms {balance (taka), messages_left}, latest_result' },
  },
  'GET /api/others/sms_outbox/:code': {
    summary: 'Messages sent and waiting (the SMS outbox)', access: 'sms.read', query: { page: 'integer', limit: 'integer (default 20)' },
    answer: { messages: 'object[]! id, batch, mobile, body, parts, status (pending, sent, failed), cost, created_at, sent_at', total: 'integer!' },
  },
  'POST /api/others/sms_send/:code': {
    summary: 'Send an SMS to a guardian, a class, all guardians, the staff or numbers', spec: true, access: 'sms.send',
    description: 'The server counts the parts (60 characters a part for non-Latin text, 150 otherwise) and charges the balance; messageCount and secretKey are accepted and not used. Delivery goes on after the answer: GET sms_batch follows it.',
    body: {
      message: 'string! the text (`body` also works)', receiver: 'string guardian, class, all (guardians), staff or numbers (`mode` also works)',
      mobile: 'string numbers, a list or comma separated (receiver numbers)', admitNo: 'integer the student (receiver guardian)',
      className: 'string the class (receiver class)', group: 'string the group (`groupName`)', messageCount: 'integer ignored', secretKey: 'string ignored', draft: 'boolean ignored',
    },
    answer: { message: 'string! successMessage', batch: 'string! the batch id', total: 'integer!', pending: 'integer!', sent: 'integer!', failed: 'integer!', cost: 'integer! paisa' },
    errors: ['balanceFinishde', 'checkMobile', 'pleaseSelect', 'limitCrossStatus'],
  },
  'GET /api/others/sms_batch/:code/:batch': {
    summary: 'How a send is going', access: 'sms.read', params: { batch: 'string! the batch id of sms_send' },
    answer: { batch: 'string!', total: 'integer!', pending: 'integer!', sent: 'integer!', failed: 'integer!', cost: 'integer! paisa' },
  },
  'POST /api/others/product/new/:code': {
    summary: 'Add products (the ten form rows; a name already in stock adds to it)', spec: true, access: 'product.write',
    body: {
      data: 'object[]! rows of name (`product_name`), unit, amount (`total_has`), buyingPrice (`per_product_price`), sellingPrice (`per_product_selling_price`); `rows` also works',
      date: 'date!', responsible: 'string! who is responsible',
    },
    answer: { message: 'string! successMessage or matchedFurniture', products: 'object[]! the products saved', matched: 'object[] rows that matched a product in stock' },
    errors: ['duplicateNotPossible'],
  },
  'GET /api/others/products/:code': {
    summary: 'The products in stock', spec: true, access: 'academy.read', query: { ...PAGE, search: 'string in the name' },
    answer: { products: `${PRODUCT.replace('!', '[]!')}`, total: 'integer!' },
  },
  'PUT /api/others/product/update/:code': {
    summary: 'Update a product', spec: true, access: 'product.write',
    body: { id: 'integer!', name: 'string! (`product_name`)', unit: 'string!', amount: 'number! (`total_has`)', buyingPrice: 'number (`per_product_price`)', sellingPrice: 'number (`per_product_selling_price`)', responsible: 'string' },
    answer: { product: PRODUCT }, errors: ['minNotPossible', 'sorryNotFound'],
  },
  'PUT /api/others/product/matched/update/:code': {
    summary: 'Add amounts to products already in stock', spec: true, access: 'product.write',
    body: { data: 'object[]! rows of id, amount, buyingPrice, sellingPrice' },
    answer: { message: 'string! matchedFurniture', products: 'object[]! the products' }, errors: ['sorryNotFound'],
  },
  'DELETE /api/others/product/delete/:code/:id': {
    summary: 'Delete a product (not once sold)', spec: true, access: 'product.write', params: { id: 'integer! the product id' }, errors: ['sorryToDeleteForSold'],
  },
  'POST /api/others/product/selling/new/:code': {
    summary: 'Sell products', spec: true, access: 'product.write',
    body: { data: 'object[]! rows of id and amount (`sellingAmount`)', seller: 'string! the buyer\'s name (`sellerName`)', mobile: 'string', allTotal: 'number the total in taka (checked)', responsible: 'string!' },
    answer: { sale: 'object! id, seller_name, mobile, responsible, sold_at, created_at', all_total: 'number!', sold_products: 'object[]! the lines', products: 'object[]! the products after the sale' },
    errors: ['pleaseSelect', 'maxNotPossible', 'sorryNotFound', 'checkMobile'],
  },
  'GET /api/others/sold/products/:code': {
    summary: 'Sold products', spec: true, access: 'academy.read', query: { ...PAGE, search: 'string product, seller or mobile', saleId: 'integer one sale (`sale_id`)' },
    answer: { sold_products: `${SOLD.replace('object', 'object[]!')}`, total: 'integer!' },
  },
  'PUT /api/others/product/sold_update/:code': {
    summary: 'Change a sold line: a new sold amount, or some or all coming back', spec: true, access: 'product.write',
    body: { id: 'integer! the sold line', newSoldAmount: 'number', acceptingAmount: 'number how many come back (0 or null: none)', acceptingAll: 'boolean all come back' },
    answer: { sold_product: SOLD, product: PRODUCT, returned: 'number! how many came back' }, errors: ['maxNotPossible', 'minNotPossible', 'sorryNotFound'],
  },
  'POST /api/others/product/accept/:code': {
    summary: 'Take products back from a sale', spec: true, access: 'product.write',
    body: { id: 'integer! the sold line', acceptingAmount: 'number some come back', acceptingAll: 'boolean all come back (the line goes)' },
    answer: { sold_product: SOLD, product: PRODUCT, returned: 'number!' }, errors: ['maxNotPossible', 'sorryNotFound'],
  },
  'POST /api/others/new_article/:code': {
    summary: 'Publish an article on the academy\'s site', spec: true, access: 'article.write', body: ARTICLE_BODY, answer: { article: ARTICLE },
  },
  'GET /api/others/articles/:code': {
    summary: 'The academy\'s articles', spec: true, access: ['academy.read', 'guardian.read'], query: { ...PAGE, search: 'string', subject: 'string' },
    answer: { articles: `${ARTICLE.replace('object!', 'object[]!')}`, total: 'integer!' },
  },
  'POST /api/others/articles/update/:code': {
    summary: 'Update an article', spec: true, access: 'article.write', body: { id: 'integer! the article id', ...ARTICLE_BODY },
    answer: { article: ARTICLE }, errors: ['sorryNotFound'],
  },
  'DELETE /api/others/article/delete/:code/:id': {
    summary: 'Delete an article', spec: true, access: 'article.write', params: { id: 'integer! the article id' },
  },
  'POST /api/others/article_image/:code': {
    summary: 'Upload an image for an article', access: 'article.write', multipart: true, body: { image: 'file! the image (0.5 MB at most)' },
    answer: { url: 'string! where the image is served' },
  },
  'GET /api/others/attendances/:code': {
    summary: 'Attendance records of a day or a period', spec: true, access: ['academy.read', 'guardian.read'],
    query: { from: 'date first day (default today)', to: 'date last day (default from)', userType: 'string Student or Officiant (`personKind`)', shift: 'string', search: 'string', offset: 'integer', limit: 'integer (default 100, at most 500)' },
    answer: { attendance: `object[]! ${RECORD}`, total: 'integer!' },
  },
  'DELETE /api/others/delete_attendance/:code/:id': {
    summary: 'Delete an attendance record', spec: true, access: 'attendance.delete', params: { id: 'integer! the record id' },
  },
  'POST /api/others/attendance/new/:code': {
    summary: 'Enter an attendance by hand', access: 'attendance.write',
    body: {
      userType: 'string! Student or Officiant (`personKind`)', idNo: 'string! admit number or staff id (`id_no`)', date: 'date!', arrival: 'string! HH:mm',
      shift: 'string!', startTime: 'string HH:mm', endTime: 'string HH:mm', gracePeriod: 'integer minutes', method: 'string',
    },
    answer: { attendance: `object! ${RECORD}` }, errors: ['duplicateNotPossible', 'sorryNotFound'],
  },
  'POST /api/others/save_device': {
    summary: 'Add or update the academy\'s attendance device', spec: true, access: 'attendanceDevice.write', body: DEVICE_BODY,
    answer: { device: 'object! id, device_name, device_user, ip_address, port, expiry_date, email, last_pulled_at, last_error, last_added, pulling' },
    errors: ['duplicateNotPossible', 'invalidEmail', 'sorryNotFound'],
  },
  'GET /api/others/devices': {
    summary: 'The academy\'s attendance devices', spec: true, access: 'academy.read',
    answer: { devices: 'object[]! each device with its last pull: last_pulled_at, last_error, last_added, pulling' },
  },
  'DELETE /api/others/device/delete': {
    summary: 'Delete an attendance device', spec: true, access: 'attendanceDevice.write',
    body: { id: 'integer! the device id (or ?id= in the query)' }, query: { id: 'integer the device id' }, errors: ['sorryNotFound'],
  },
  'POST /api/others/device/pull/:code/:id': {
    summary: 'Pull a device\'s records now (answers at once; the outcome shows on the device)', access: 'attendanceDevice.write', params: { id: 'integer! the device id' },
    answer: { pull: 'object! deviceId, started (false: a pull of this academy is still running)' }, errors: ['tooManyAttempts'],
  },
  'GET /api/others/attendance_shifts/:code': {
    summary: 'The shift times of students and staff', access: 'academy.read',
    answer: { shifts: 'object[]! person_kind, shift, name, active, start_time, end_time, grace_period', weekly_holiday: 'integer! the weekly holiday, 0 = Sunday … 6 = Saturday (Friday, 5, by default)' },
  },
  'PUT /api/others/attendance_shifts/update/:code': {
    summary: 'Save the shift times', access: 'attendanceShift.write',
    body: { shifts: 'object[]! rows of userType (`personKind`), shift, name, active, startTime, endTime, gracePeriod (minutes)', weekly_holiday: 'integer the weekly holiday, 0 = Sunday … 6 = Saturday; absent: unchanged' },
    answer: { shifts: 'object[]! the shifts as saved', weekly_holiday: 'integer! the weekly holiday as saved' },
  },
  'POST /api/others/absence_sms/send/:code': {
    summary: 'Send today\'s absence messages now (each only once)', access: 'absenceSms.send',
    answer: { absence: 'object! how many were queued, skipped and already sent' }, errors: ['balanceFinishde'],
  },
};
