/** Business constants and limits of spec section 9, named once for server and client. */
const FORCED_PAYMENT_BALANCE_THRESHOLD = 5;

/**
 * The add-payment step of login (spec section 4): payment enabled, the account not active and a balance
 * above 5. While it holds, the server answers only the payment calls, identity and logoff.
 */
export const mustPayFirst = (account: { paymentEnabled: boolean; isActive: boolean; balanceCents: number }) =>
  account.paymentEnabled &&
  !account.isActive &&
  account.balanceCents > FORCED_PAYMENT_BALANCE_THRESHOLD * 100;
export const PASSWORD_MIN_LENGTH = 8;
export const PAYMENT_DUE_WARNING_DAYS = 7;
export const SILENT_RENEWAL_LEAD_MS = 600_000;
export const SESSION_COOKIE_LIFETIME_MINUTES = 180;
export const CARD_NUMBER_LENGTH = 16;
export const AMEX_CARD_NUMBER_LENGTH = 15;
export const CVC_LENGTH = 3;
export const AMEX_CVC_LENGTH = 4;
export const AMOUNT_DECIMALS = 2;
export const SUPPORTED_LOCALES = ['es', 'en'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: SupportedLocale = 'es';
export const TOAST_AUTO_CLOSE_MS = 3500;
export const LAZY_SCREEN_TIMEOUT_MS = 60_000;
export const SERVER_ASYNC_TIMEOUT_MS = 110_000;
export const LOADER_DELAY_MS = 250;
export const LOADER_MIN_DURATION_MS = 150;
export const SHELL_SCROLL_TOP_DELAY_MS = 1000;
export const MESSAGE_DIALOG_HEIGHT_PX = 180;
export const MESSAGE_DIALOG_Z_INDEX = 100_001;
export const COPYRIGHT_YEAR = 2021;
export const isSupportedLocale = (value: unknown): value is SupportedLocale =>
  typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
/** Filter and check debounce: a search list asks the server this long after the last keystroke. */
export const FILTER_DEBOUNCE_MS = 500;
/** Time pickers offer minutes in steps of 5 (00 to 55); the 12-hour picker offers hours 0 to 12. */
export const MINUTE_STEP = 5;
/** The calendar's day view is always 6 weeks (42 days); its year view spans 10 years. */
export const CALENDAR_GRID_DAYS = 42;
export const CALENDAR_DECADE_YEARS = 10;
/** The multi-select's dropdown height, and how near its bottom the next page is asked for. */
export const MULTI_SELECT_DROPDOWN_HEIGHT_PX = 190;
export const MULTI_SELECT_LOAD_MORE_WITHIN_PX = 350;
/** Widget sizes: the date dropdown's height, the duration input's width, the slider block's width. */
export const DATE_WIDGET_HEIGHT_PX = 300;
export const DURATION_WIDGET_WIDTH_PX = 200;
export const SLIDER_BLOCK_WIDTH_PX = 115;
