// The sign-in sentences stay in auth.ts: the first route's forms use them, and this table is not downloaded with it.
import { CAPTCHA_MISMATCH_MESSAGE, EXTRA_CHECK_MESSAGE, INVALID_LOGIN_MESSAGE } from './auth';
import { DIARY_RANGE_MAX_DAYS } from './diary';
import { TRENDS_RANGE_MAX_DAYS } from './trends';

/*
 * Every error the API answers with carries a stable machine code in `error.details.code` (docs/api.md,
 * "Error codes"). This is the one list of them: the status each is answered with and the English message API
 * users read in `error.message`. The server throws by code and never writes the sentence itself; the web app
 * turns codes into words in apps/web/src/lib/messages, not by reading these sentences.
 */

type ErrorCodeEntry = { readonly status: number; readonly message: string };

const entries = <T extends Record<string, ErrorCodeEntry>>(list: T) => list;

/** Answers any route can give, whether our code or Strapi's own raised them. */
const GENERAL = entries({
  invalid_input: { status: 400, message: 'Please check what you entered and try again.' },
  bad_request: { status: 400, message: 'The request could not be understood.' },
  invalid_query: { status: 400, message: 'A query parameter is not valid.' },
  invalid_value: { status: 400, message: 'A value in the request is not valid.' },
  unreadable_body: { status: 400, message: 'The multipart/form-data body could not be read.' },
  sign_in_required: { status: 401, message: 'Sign in to do this.' },
  forbidden: { status: 403, message: 'You do not have access to this.' },
  not_found: { status: 404, message: 'Not found' },
  method_not_allowed: { status: 405, message: 'This method is not allowed here.' },
  conflict: { status: 409, message: 'That was changed in the meantime. Please try again.' },
  payload_too_large: { status: 413, message: 'The request is larger than the size limit.' },
  upload_too_large: { status: 413, message: 'The upload is larger than the size limit.' },
  json_body_required: { status: 415, message: 'Send the request body as JSON (Content-Type: application/json).' },
  multipart_not_accepted: { status: 415, message: 'This route does not accept multipart/form-data. Send JSON instead.' },
  unsupported_media_type: { status: 415, message: 'This type of request body is not accepted.' },
  rate_limited: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  internal_error: { status: 500, message: 'Internal Server Error' },
  not_implemented: { status: 501, message: 'Not implemented' },
  service_unavailable: { status: 503, message: 'The service is briefly unavailable. Please try again in a few seconds.' },
});

const AUTH = entries({
  invalid_credentials: { status: 400, message: INVALID_LOGIN_MESSAGE },
  email_not_confirmed: { status: 400, message: 'Your account email is not confirmed' },
  account_blocked: { status: 400, message: 'Your account has been blocked by an administrator' },
  account_taken: { status: 400, message: 'Email or Username are already taken' },
  password_too_common: { status: 400, message: 'This password is one of the most common ones, so it is easy to guess. Please choose another.' },
  extra_check_required: { status: 400, message: EXTRA_CHECK_MESSAGE },
  use_sign_in_route: { status: 400, message: 'Sign in with POST /api/auth/local' },
  sign_in_token_required: { status: 400, message: 'Send the sign-in token to end as "Authorization: Bearer <token>".' },
  reset_link_invalid: { status: 400, message: 'This reset link is invalid or has expired. Please ask for a new one.' },
  session_ended: { status: 401, message: 'Your session has ended. Please sign in again.' },
  admin_setup_refused: {
    status: 403,
    message:
      'Creating the first admin needs the one-time setup token that the server prints to its log at start ' +
      '("[admin] No admin account yet. Open …/admin/setup?token=…"). Open that link, or set ADMIN_EMAIL and ADMIN_PASSWORD and restart.',
  },
  too_many_attempts: { status: 429, message: 'Too many attempts. Please wait a few minutes and try again.' },
});

const CAPTCHA = entries({
  captcha_required: { status: 400, message: 'Captcha is required' },
  captcha_mismatch: { status: 400, message: CAPTCHA_MISMATCH_MESSAGE },
});

const ACCOUNT = entries({
  current_password_required: { status: 400, message: 'Enter your current password to set a new one' },
  current_password_required_for_email: { status: 400, message: 'Enter your current password to change your email' },
  current_password_incorrect: { status: 400, message: 'The current password is not correct' },
  password_incorrect: { status: 400, message: 'The password is not correct' },
});

/** Limits on how much a person saves (modules/auth/write-quota). */
const QUOTA = entries({
  too_many_saves_this_minute: { status: 429, message: 'You have saved a lot in a short time. Please wait a minute and try again.' },
  too_many_saves_today: { status: 429, message: 'You have saved a great deal today. Please try again tomorrow; what you saved so far is kept.' },
});

const CONTENT = entries({
  skill_not_found: { status: 404, message: 'This skill does not exist' },
  unknown_skill: { status: 400, message: 'Unknown skill' },
  premium_required: { status: 403, message: 'This skill is part of Steady Premium.' },
  unknown_trigger: { status: 400, message: 'One of the chosen triggers does not exist' },
  unknown_emotion: { status: 400, message: 'One of the chosen emotions does not exist' },
  unknown_thought: { status: 400, message: 'One of the chosen thoughts does not exist' },
  emotion_outside_triggers: { status: 400, message: 'Each emotion must belong to one of the chosen triggers' },
  thought_outside_chain: { status: 400, message: 'Each thought must belong to a chosen emotion and a chosen trigger' },
  analysis_not_found: { status: 404, message: 'This analysis does not exist' },
  duplicate_item_id: { status: 400, message: 'Each item needs its own id' },
  phone_not_allowed: { status: 400, message: 'A phone number belongs with people or services you can call' },
  picture_not_found: { status: 404, message: 'There is no picture in your safety plan' },
  picture_type_not_allowed: { status: 400, message: 'That file is not a JPEG, PNG or WebP picture. Please choose a photo or image.' },
  date_range_reversed: { status: 400, message: 'The first day must not be after the last day' },
  date_range_too_long: { status: 400, message: `Ask for at most ${DIARY_RANGE_MAX_DAYS} days at a time` },
  diary_entry_locked: { status: 400, message: "A day's entry can be written or changed for a week: that day and the six after it." },
  trend_range_too_long: { status: 400, message: `Ask for at most ${TRENDS_RANGE_MAX_DAYS} days of trends at a time` },
  client_id_taken: { status: 409, message: 'This id is already in use. Please try again.' },
  session_id_taken: { status: 409, message: 'This session id is already in use. Please start the skill again.' },
  session_for_another_skill: { status: 409, message: 'This session was for another skill.' },
  share_link_not_found: { status: 404, message: 'This link does not exist. Please check it was copied in full.' },
  share_link_ended: { status: 410, message: 'This link has ended' },
  share_passcode_required: { status: 401, message: 'This link needs its passcode' },
  share_passcode_incorrect: { status: 401, message: "That passcode doesn't match. Please check it and try again." },
});

/**
 * Card problems: at tokenizing (400, our check of the number) and at paying (402). The 402 codes are the
 * payment provider's own (Stripe's `code`), worded as Stripe words them so both gateways read the same;
 * Stripe may answer with a code not listed here, passed on with its message.
 */
const CARDS = entries({
  card_number_invalid: { status: 400, message: 'Your card number is invalid.' },
  card_expired: { status: 400, message: 'Your card has expired.' },
  card_cvc_incorrect: { status: 400, message: "Your card's security code is incorrect." },
  not_a_test_card: { status: 400, message: 'Your card was declined. The sandbox accepts only test card numbers, such as 4242 4242 4242 4242.' },
  card_declined: { status: 402, message: 'Your card was declined.' },
  insufficient_funds: { status: 402, message: 'Your card has insufficient funds.' },
  expired_card: { status: 402, message: 'Your card has expired.' },
  incorrect_cvc: { status: 402, message: "Your card's security code is incorrect." },
  processing_error: { status: 402, message: 'An error occurred while processing your card. Try again in a little bit.' },
  payment_intent_authentication_failure: {
    status: 402,
    message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
});

const PAYMENTS = entries({
  payment_method_not_found: { status: 404, message: 'Unknown payment method' },
  default_method_not_deletable: { status: 400, message: "You can't delete this method as this is your default payment method." },
  customer_not_found: { status: 400, message: 'No such customer' },
  subscription_not_found: { status: 404, message: 'Subscription not found' },
  payment_not_found: { status: 404, message: 'No such payment' },
  order_not_found: { status: 404, message: 'Order not found' },
  unknown_plan: { status: 400, message: 'Unknown plan' },
  plan_not_configured: { status: 400, message: 'The premium plan is not configured' },
  plan_not_purchasable: { status: 400, message: 'This plan cannot be bought yet.' },
  subscription_ended: { status: 400, message: 'This subscription has ended.' },
  subscription_not_cancellable: { status: 400, message: 'Only an active subscription can be cancelled.' },
  subscription_not_resumable: { status: 400, message: 'This subscription has ended and cannot be kept.' },
  subscription_not_cancelled: { status: 400, message: 'This subscription is not cancelled.' },
  subscription_start_failed: { status: 400, message: 'Could not start the subscription. Please try again.' },
  payment_not_confirmable: { status: 400, message: 'This payment can no longer be confirmed.' },
  already_subscribed: { status: 409, message: 'You already have an active subscription.' },
  webhook_signature_invalid: { status: 400, message: 'Webhook signature verification failed' },
  payment_provider_unavailable: { status: 502, message: 'The payment provider could not be reached. Please try again in a moment.' },
});

export const ERROR_CODES = { ...GENERAL, ...AUTH, ...CAPTCHA, ...ACCOUNT, ...QUOTA, ...CONTENT, ...CARDS, ...PAYMENTS } as const;

/** A stable machine code of an error answer, e.g. `premium_required`. */
export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);

/** The English message API users get for a code. */
export const errorText = (code: ErrorCode): string => ERROR_CODES[code].message;
