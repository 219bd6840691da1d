import type { ErrorCode } from '@steady/contracts';

/*
 * The words a person reads for an error, by the server's stable code (docs/api.md "Error codes"). This is the
 * one place the web app chooses error words: localisation replaces these English texts with catalogue messages.
 * Most read as the server's English message for the code does; the general codes (answers Strapi also gives,
 * with its own words) and the outages have kinder, plainer ones.
 */

/** Shown when the request never got an answer (offline, DNS, CORS, server down). Spec §8. */
export const NETWORK_ERROR_MESSAGE = 'Something went wrong, try again';
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
export const UNEXPECTED_RESPONSE_MESSAGE = 'We received an unexpected answer. Please try again.';
/** A 503 (the service's database is away) or a gateway in front of it saying so: nothing is wrong with the person's sign-in. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'We are having trouble reaching our service right now. Please try again in a moment.';
/** Any other failure nothing more is known about. */
export const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

/** Every code the server can answer with, in words (a unit test walks the contracts list). */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  invalid_input: 'Please check what you entered and try again.',
  bad_request: 'Please check what you entered and try again.',
  invalid_query: 'Please check what you entered and try again.',
  invalid_value: 'A value in the request is not valid.',
  unreadable_body: 'The multipart/form-data body could not be read.',
  sign_in_required: 'Please log in again.',
  forbidden: 'You do not have access to this.',
  not_found: 'We could not find what you were looking for.',
  method_not_allowed: GENERIC_MESSAGE,
  conflict: 'That was changed in the meantime. Please try again.',
  payload_too_large: 'That is too large to send.',
  upload_too_large: 'The upload is larger than the size limit.',
  json_body_required: 'Send the request body as JSON (Content-Type: application/json).',
  multipart_not_accepted: 'This route does not accept multipart/form-data. Send JSON instead.',
  unsupported_media_type: GENERIC_MESSAGE,
  rate_limited: 'Too many attempts. Please wait a moment and try again.',
  internal_error: SERVER_ERROR_MESSAGE,
  not_implemented: SERVER_ERROR_MESSAGE,
  service_unavailable: SERVICE_UNAVAILABLE_MESSAGE,
  invalid_credentials: 'Invalid email or password',
  email_not_confirmed: 'Your account email is not confirmed',
  account_blocked: 'Your account has been blocked by an administrator',
  account_taken: 'Email or Username are already taken',
  extra_check_required:
    'Many wrong passwords have been tried on this account, so we need a longer check that you are a person. Please try again: your browser does the check for you.',
  use_sign_in_route: 'Sign in with POST /api/auth/local',
  sign_in_token_required: 'Send the sign-in token to end as "Authorization: Bearer <token>".',
  reset_link_invalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  session_ended: 'Your session has ended. Please sign in again.',
  admin_setup_refused:
    'Creating the first admin needs the one-time setup token that the server prints to its log at start ("[admin] No admin account yet. Open …/admin/setup?token=…"). Open that link, or set ADMIN_EMAIL and ADMIN_PASSWORD and restart.',
  too_many_attempts: 'Too many attempts. Please wait a few minutes and try again.',
  captcha_required: 'Captcha is required',
  captcha_mismatch: 'Captcha Does Not Match',
  current_password_required: 'Enter your current password to set a new one',
  current_password_required_for_email: 'Enter your current password to change your email',
  current_password_incorrect: 'The current password is not correct',
  password_incorrect: 'The password is not correct',
  too_many_saves_this_minute: 'You have saved a lot in a short time. Please wait a minute and try again.',
  too_many_saves_today: 'You have saved a great deal today. Please try again tomorrow; what you saved so far is kept.',
  skill_not_found: 'This skill does not exist',
  unknown_skill: 'Unknown skill',
  premium_required: 'This skill is part of Steady Premium.',
  unknown_trigger: 'One of the chosen triggers does not exist',
  unknown_emotion: 'One of the chosen emotions does not exist',
  unknown_thought: 'One of the chosen thoughts does not exist',
  emotion_outside_triggers: 'Each emotion must belong to one of the chosen triggers',
  thought_outside_chain: 'Each thought must belong to a chosen emotion and a chosen trigger',
  analysis_not_found: 'This analysis does not exist',
  duplicate_item_id: 'Each item needs its own id',
  phone_not_allowed: 'A phone number belongs with people or services you can call',
  picture_not_found: 'There is no picture in your safety plan',
  picture_type_not_allowed: 'That file is not a JPEG, PNG or WebP picture. Please choose a photo or image.',
  date_range_reversed: 'The first day must not be after the last day',
  date_range_too_long: 'Ask for at most 62 days at a time',
  diary_entry_locked: "A day's entry can be changed on that day and the next.",
  client_id_taken: 'This id is already in use. Please try again.',
  session_id_taken: 'This session id is already in use. Please start the skill again.',
  session_for_another_skill: 'This session was for another skill.',
  card_number_invalid: 'Your card number is invalid.',
  card_expired: 'Your card has expired.',
  card_cvc_incorrect: "Your card's security code is incorrect.",
  not_a_test_card: 'Your card was declined. The sandbox accepts only test card numbers, such as 4242 4242 4242 4242.',
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  payment_intent_authentication_failure: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  payment_method_not_found: 'Unknown payment method',
  default_method_not_deletable: "You can't delete this method as this is your default payment method.",
  customer_not_found: 'No such customer',
  subscription_not_found: 'Subscription not found',
  payment_not_found: 'No such payment',
  order_not_found: 'Order not found',
  unknown_plan: 'Unknown plan',
  plan_not_configured: 'The premium plan is not configured',
  plan_not_purchasable: 'This plan cannot be bought yet.',
  subscription_ended: 'This subscription has ended.',
  subscription_not_cancellable: 'Only an active subscription can be cancelled.',
  subscription_not_resumable: 'This subscription has ended and cannot be kept.',
  subscription_not_cancelled: 'This subscription is not cancelled.',
  subscription_start_failed: 'Could not start the subscription. Please try again.',
  payment_not_confirmable: 'This payment can no longer be confirmed.',
  already_subscribed: 'You already have an active subscription.',
  webhook_signature_invalid: 'Webhook signature verification failed',
  payment_provider_unavailable: SERVICE_UNAVAILABLE_MESSAGE,
};

/** For an answer without a code (an older server, a proxy in front of it), by its status. */
export const STATUS_MESSAGES: Record<number, string> = {
  400: 'Please check what you entered and try again.',
  401: 'Please log in again.',
  403: 'You do not have access to this.',
  404: 'We could not find what you were looking for.',
  408: 'That took too long. Please try again.',
  409: 'That was changed in the meantime. Please try again.',
  413: 'That is too large to send.',
  429: 'Too many attempts. Please wait a moment and try again.',
};
