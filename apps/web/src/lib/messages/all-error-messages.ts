import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '@steady/contracts';
import { GENERIC_MESSAGE, SERVER_ERROR_MESSAGE, SERVICE_UNAVAILABLE_MESSAGE } from './error-messages';

/*
 * Every code the server can answer with, in words, and the words by status for an answer without a code.
 * Most read as the server's English message for the code does; the general codes (answers Strapi also
 * gives, with its own words) and the outages have kinder, plainer ones. Kept out of the first route:
 * message-for-error loads this module with the first error answer (the sign-in form asks for it as it
 * opens), and a feature that names a code imports it. Each is a catalogue message (its `message` is the
 * English), put into the person's language when it is needed.
 */

/** For an answer without a code (an older server, a proxy in front of it), by its status; the general codes read the same. */
export const STATUS_MESSAGES = {
  400: msg`Please check what you entered and try again.`,
  401: msg`Please log in again.`,
  403: msg`You do not have access to this.`,
  404: msg`We could not find what you were looking for.`,
  408: msg`That took too long. Please try again.`,
  409: msg`That was changed in the meantime. Please try again.`,
  413: msg`That is too large to send.`,
  429: msg`Too many attempts. Please wait a moment and try again.`,
} satisfies Record<number, MessageDescriptor>;

/**
 * Codes Strapi answers with too, in its own words ('Missing or invalid credentials', a field's own message):
 * those words say more than ours, so they are shown when readable and ours only stand in for them.
 */
export const SERVER_WORDS_FIRST = new Set<ErrorCode>([
  'invalid_input',
  'bad_request',
  'invalid_query',
  'sign_in_required',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
]);

/** Every code's words: the type fails to check when a code has none. */
export const ERROR_MESSAGES: Record<ErrorCode, MessageDescriptor> = {
  invalid_input: STATUS_MESSAGES[400],
  bad_request: STATUS_MESSAGES[400],
  invalid_query: STATUS_MESSAGES[400],
  invalid_value: msg`A value in the request is not valid.`,
  unreadable_body: msg`The multipart/form-data body could not be read.`,
  sign_in_required: STATUS_MESSAGES[401],
  forbidden: STATUS_MESSAGES[403],
  not_found: STATUS_MESSAGES[404],
  method_not_allowed: GENERIC_MESSAGE,
  conflict: STATUS_MESSAGES[409],
  payload_too_large: STATUS_MESSAGES[413],
  upload_too_large: msg`The upload is larger than the size limit.`,
  json_body_required: msg`Send the request body as JSON (Content-Type: application/json).`,
  multipart_not_accepted: msg`This route does not accept multipart/form-data. Send JSON instead.`,
  unsupported_media_type: GENERIC_MESSAGE,
  rate_limited: STATUS_MESSAGES[429],
  internal_error: SERVER_ERROR_MESSAGE,
  not_implemented: SERVER_ERROR_MESSAGE,
  service_unavailable: SERVICE_UNAVAILABLE_MESSAGE,
  invalid_credentials: msg`Invalid email or password`,
  email_not_confirmed: msg`Your account email is not confirmed`,
  account_blocked: msg`Your account has been blocked by an administrator`,
  account_taken: msg`Email or Username are already taken`,
  password_too_common: msg`This password is one of the most common ones, so it is easy to guess. Please choose another.`,
  extra_check_required: msg`Many wrong passwords have been tried on this account, so we need a longer check that you are a person. Please try again: your browser does the check for you.`,
  use_sign_in_route: msg`Sign in with POST /api/auth/local`,
  sign_in_token_required: msg`Send the sign-in token to end as "Authorization: Bearer <token>".`,
  reset_link_invalid: msg`This reset link is invalid or has expired. Please ask for a new one.`,
  session_ended: msg`Your session has ended. Please sign in again.`,
  admin_setup_refused: msg`Creating the first admin needs the one-time setup token that the server prints to its log at start ("[admin] No admin account yet. Open …/admin/setup?token=…"). Open that link, or set ADMIN_EMAIL and ADMIN_PASSWORD and restart.`,
  too_many_attempts: msg`Too many attempts. Please wait a few minutes and try again.`,
  captcha_required: msg`Captcha is required`,
  captcha_mismatch: msg`Captcha Does Not Match`,
  current_password_required: msg`Enter your current password to set a new one`,
  current_password_required_for_email: msg`Enter your current password to change your email`,
  current_password_incorrect: msg`The current password is not correct`,
  password_incorrect: msg`The password is not correct`,
  too_many_saves_this_minute: msg`You have saved a lot in a short time. Please wait a minute and try again.`,
  too_many_saves_today: msg`You have saved a great deal today. Please try again tomorrow; what you saved so far is kept.`,
  skill_not_found: msg`This skill does not exist`,
  unknown_skill: msg`Unknown skill`,
  premium_required: msg`This skill is part of Steady Premium.`,
  unknown_trigger: msg`One of the chosen triggers does not exist`,
  unknown_emotion: msg`One of the chosen emotions does not exist`,
  unknown_thought: msg`One of the chosen thoughts does not exist`,
  emotion_outside_triggers: msg`Each emotion must belong to one of the chosen triggers`,
  thought_outside_chain: msg`Each thought must belong to a chosen emotion and a chosen trigger`,
  analysis_not_found: msg`This analysis does not exist`,
  duplicate_item_id: msg`Each item needs its own id`,
  phone_not_allowed: msg`A phone number belongs with people or services you can call`,
  picture_not_found: msg`There is no picture in your safety plan`,
  picture_type_not_allowed: msg`That file is not a JPEG, PNG or WebP picture. Please choose a photo or image.`,
  date_range_reversed: msg`The first day must not be after the last day`,
  date_range_too_long: msg`Ask for at most 62 days at a time`,
  diary_entry_locked: msg`A day's entry can be written or changed for a week: that day and the six after it.`,
  trend_range_too_long: msg`Ask for at most 372 days of trends at a time`,
  client_id_taken: msg`This id is already in use. Please try again.`,
  session_id_taken: msg`This session id is already in use. Please start the skill again.`,
  session_for_another_skill: msg`This session was for another skill.`,
  share_link_not_found: msg`This link does not exist. Please check it was copied in full.`,
  share_link_ended: msg`This link has ended`,
  share_passcode_required: msg`This link needs its passcode`,
  share_passcode_incorrect: msg`That passcode doesn't match. Please check it and try again.`,
  card_number_invalid: msg`Your card number is invalid.`,
  card_expired: msg`Your card has expired.`,
  card_cvc_incorrect: msg`Your card's security code is incorrect.`,
  not_a_test_card: msg`Your card was declined. The sandbox accepts only test card numbers, such as 4242 4242 4242 4242.`,
  card_declined: msg`Your card was declined.`,
  insufficient_funds: msg`Your card has insufficient funds.`,
  expired_card: msg`Your card has expired.`,
  incorrect_cvc: msg`Your card's security code is incorrect.`,
  processing_error: msg`An error occurred while processing your card. Try again in a little bit.`,
  payment_intent_authentication_failure: msg`We are unable to authenticate your payment method. Please choose a different payment method and try again.`,
  payment_method_not_found: msg`Unknown payment method`,
  default_method_not_deletable: msg`You can't delete this method as this is your default payment method.`,
  customer_not_found: msg`No such customer`,
  subscription_not_found: msg`Subscription not found`,
  payment_not_found: msg`No such payment`,
  order_not_found: msg`Order not found`,
  unknown_plan: msg`Unknown plan`,
  plan_not_configured: msg`The premium plan is not configured`,
  plan_not_purchasable: msg`This plan cannot be bought yet.`,
  subscription_ended: msg`This subscription has ended.`,
  subscription_not_cancellable: msg`Only an active subscription can be cancelled.`,
  subscription_not_resumable: msg`This subscription has ended and cannot be kept.`,
  subscription_not_cancelled: msg`This subscription is not cancelled.`,
  subscription_start_failed: msg`Could not start the subscription. Please try again.`,
  payment_not_confirmable: msg`This payment can no longer be confirmed.`,
  already_subscribed: msg`You already have an active subscription.`,
  webhook_signature_invalid: msg`Webhook signature verification failed`,
  payment_provider_unavailable: SERVICE_UNAVAILABLE_MESSAGE,
};

/** The words for a code in the active language, e.g. to show beside a dialog the code opened. */
export const errorMessageFor = (code: ErrorCode): string => i18n._(ERROR_MESSAGES[code]);
