// Client-side checks of the two visitor forms, mirroring the contract's constraints, with Russian messages.
// The content service validates against openapi.yaml itself; forms.test.ts keeps these limits equal to it.
import { callbackRequestPreferredTimeValues, callbackRequestTopicValues, isOneOf } from './enums.ts';
import { normalizePhone } from './phone.ts';
import type { LinkTarget } from './routes.ts';
import type { CallbackRequest } from './types.ts';

/** The two forms a visitor sends. */
export const VISITOR_FORMS = ['callback', 'vacancy'] as const;
export type VisitorForm = (typeof VISITOR_FORMS)[number];

/**
 * The id of the page element each visitor form sits in (the callback panel, the vacancy page's «Откликнуться»): a page
 * answered without JavaScript — the thank-you or what failed — scrolls there. The callback dialog's is its own.
 */
export const FORM_ANCHORS = { callback: 'callback', vacancy: 'apply' } as const satisfies Record<
  VisitorForm,
  string
>;
export const CALLBACK_DIALOG_ANCHOR = 'callback-dialog';

export const LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  messageMax: 2000,
  commentMax: 500,
  cvMaxBytes: 5 * 1024 * 1024,
} as const;

export const CV_TYPES = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.oasis.opendocument.text': 'ODT',
} as const;
/** The file name extensions a CV may have; a name with another one is refused (its content must agree, too). */
export const CV_EXTENSIONS = ['pdf', 'doc', 'docx', 'odt'] as const;

/**
 * A person's name, as the contract's PersonName pattern has it: letters of any script (with combining marks),
 * spaces, hyphens, apostrophes, dots and commas, starting with a letter. That leaves out digits, controls, zero-width
 * and bidi-control characters, and the Hangul fillers that are letters but show nothing.
 */
export const NAME_PATTERN = /^(?!.*[\u115F\u1160\u3164\uFFA0]) *\p{L}[\p{L}\p{M} '’.,‐-]*$/u;

/** Free text (message, comment), as the contract has it: no control characters but tab and line breaks, no bidi controls. */
export const TEXT_PATTERN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for
  /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*$/u;

/** Characters a CV file name may not have: controls and the bidi controls that make `cv\u202Efdp.exe` look like a PDF. */
export const FILENAME_FORBIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** A name as it is stored: Unicode NFC (one form for «ё» typed either way), trimmed, inner spaces single. */
export const normalizeName = (name: string) => name.normalize('NFC').trim().replace(/ {2,}/g, ' ');

export const CV_ACCEPT =
  '.pdf,.doc,.docx,.odt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text';

// The callback form's choices are the contract's enums, in its order; only their Russian labels live here, keyed
// by value so a value added to the contract fails to compile until it has a label.
const PREFERRED_TIME_LABELS: Record<CallbackRequest['preferredTime'], string> = {
  asap: 'Как можно скорее',
  morning: 'Утром (10:00–12:00)',
  day: 'Днём (12:00–17:00)',
  evening: 'Вечером (17:00–21:00)',
};
const CALLBACK_TOPIC_LABELS: Record<NonNullable<CallbackRequest['topic']>, string> = {
  tickets: 'Билеты и сеансы',
  certificates: 'Подарочные сертификаты',
  events: 'Мероприятия',
  rent: 'Аренда зала',
  other: 'Другое',
};

export const PREFERRED_TIMES = callbackRequestPreferredTimeValues.map((value) => ({
  value,
  label: PREFERRED_TIME_LABELS[value],
}));

export const CALLBACK_TOPICS = callbackRequestTopicValues.map((value) => ({
  value,
  label: CALLBACK_TOPIC_LABELS[value],
}));

export const MESSAGES = {
  nameRequired: 'Укажите имя.',
  nameLength: `Имя — от ${LIMITS.nameMin} до ${LIMITS.nameMax} символов.`,
  nameCharacters: 'Имя — буквы, пробелы, дефис и апостроф.',
  textCharacters: 'Текст содержит недопустимые символы.',
  phoneRequired: 'Укажите номер телефона.',
  phoneInvalid: 'Укажите белорусский номер, например +375 29 123-45-67.',
  emailInvalid: 'Проверьте адрес электронной почты.',
  emailLatin: 'Укажите адрес латиницей, например name@example.by.',
  messageLength: `Не больше ${LIMITS.messageMax} символов.`,
  commentLength: `Не больше ${LIMITS.commentMax} символов.`,
  consentRequired: 'Нужно согласие на обработку персональных данных.',
  preferredTimeRequired: 'Выберите удобное время.',
  cvType: 'Резюме — файл PDF, DOC, DOCX или ODT.',
  cvSize: 'Файл резюме больше 5 МБ.',
  // A page answered without JavaScript cannot give a chosen file back.
  cvAgain: 'Прикрепите файл резюме ещё раз.',
  cvExtension: 'Расширение файла резюме не совпадает с его содержимым.',
  cvName: 'Имя файла резюме содержит недопустимые символы.',
  // What a form says as a whole, on the page and from the site's form route.
  invalid: 'Проверьте поля формы.',
  tooMany: 'Слишком много заявок подряд. Попробуйте через минуту.',
  failed: 'Не удалось отправить заявку. Попробуйте ещё раз или позвоните нам.',
  // The browser could not reach the site: nothing was sent, everything typed stays in the form.
  offline: 'Нет соединения — попробуйте ещё раз',
  vacancyMissing: 'Не указана вакансия.',
  callbackSent: 'Спасибо! Мы перезвоним вам в выбранное время.',
  vacancySent: 'Спасибо! Мы получили ваш отклик и свяжемся с вами.',
} as const;

/** The personal-data policy every form's consent checkbox links to. */
export const CONSENT_DOCUMENT = {
  name: 'documents-documents',
  params: { documents: 'personal-data' },
} as const satisfies LinkTarget;

/**
 * The version of the consent text (that policy) a visitor agrees to; stored with each application, so it can be
 * shown which text they accepted. Change it whenever the policy's text changes.
 */
export const CONSENT_VERSION = 'personal-data/2026-11';

/** Field name → message; empty when the values pass. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The contract's `format: email` as the content service's validator reads it (ajv-formats' full format): the forms
 * refuse in the browser what the service would refuse.
 */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function checkName(name: string, errors: FieldErrors) {
  const normalized = normalizeName(name);
  if (!normalized) errors.name = MESSAGES.nameRequired;
  else if (normalized.length < LIMITS.nameMin || normalized.length > LIMITS.nameMax)
    errors.name = MESSAGES.nameLength;
  else if (!NAME_PATTERN.test(normalized)) errors.name = MESSAGES.nameCharacters;
}

function checkText(
  field: 'message' | 'comment',
  value: string | undefined,
  max: number,
  errors: FieldErrors,
) {
  const text = value ?? '';
  if (text.length > max)
    errors[field] = field === 'message' ? MESSAGES.messageLength : MESSAGES.commentLength;
  else if (!TEXT_PATTERN.test(text)) errors[field] = MESSAGES.textCharacters;
}

const extensionOf = (filename: string) => /\.([^.]+)$/.exec(filename)?.[1]?.toLowerCase();

/** The CV as far as a browser can judge it: its name and size (the service checks its content). */
function checkCv(cv: VacancyFormValues['cv'], errors: FieldErrors) {
  if (!cv || cv.size <= 0) return;
  const extension = extensionOf(cv.name);
  if (FILENAME_FORBIDDEN.test(cv.name)) errors.cv = MESSAGES.cvName;
  else if (
    extension !== undefined
      ? !(CV_EXTENSIONS as readonly string[]).includes(extension)
      : !Object.hasOwn(CV_TYPES, cv.type)
  )
    errors.cv = MESSAGES.cvType;
  else if (cv.size > LIMITS.cvMaxBytes) errors.cv = MESSAGES.cvSize;
}

function checkPhone(phone: string, errors: FieldErrors) {
  if (!phone.trim()) errors.phone = MESSAGES.phoneRequired;
  else if (!normalizePhone(phone)) errors.phone = MESSAGES.phoneInvalid;
}

export interface CallbackFormValues {
  name: string;
  phone: string;
  preferredTime: string;
  topic?: string;
  comment?: string;
  consent: boolean;
}

export function validateCallbackForm(values: CallbackFormValues): FieldErrors {
  const errors: FieldErrors = {};
  checkName(values.name, errors);
  checkPhone(values.phone, errors);
  if (!isOneOf(callbackRequestPreferredTimeValues, values.preferredTime))
    errors.preferredTime = MESSAGES.preferredTimeRequired;
  checkText('comment', values.comment, LIMITS.commentMax, errors);
  if (!values.consent) errors.consent = MESSAGES.consentRequired;
  return errors;
}

export interface VacancyFormValues {
  vacancy: string;
  name: string;
  phone: string;
  email?: string;
  message?: string;
  consent: boolean;
  cv?: { name: string; size: number; type: string } | null;
}

export function validateVacancyForm(values: VacancyFormValues): FieldErrors {
  const errors: FieldErrors = {};
  checkName(values.name, errors);
  checkPhone(values.phone, errors);
  const email = values.email?.trim() ?? '';
  if (email && /[^\x20-\x7e]/.test(email)) errors.email = MESSAGES.emailLatin;
  else if (email && (email.length > LIMITS.emailMax || !EMAIL.test(email)))
    errors.email = MESSAGES.emailInvalid;
  checkText('message', values.message, LIMITS.messageMax, errors);
  if (!values.consent) errors.consent = MESSAGES.consentRequired;
  checkCv(values.cv, errors);
  return errors;
}
