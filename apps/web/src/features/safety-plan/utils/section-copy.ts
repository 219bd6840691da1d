import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SAFETY_PLAN_SECTIONS, type SafetyPlanSection } from '@steady/contracts';

type SectionMessages = {
  /** The step's heading, in plain words. */
  title: MessageDescriptor;
  hint: MessageDescriptor;
  /** Examples shown as placeholders, never as answers. */
  placeholder: MessageDescriptor;
  /** Label of each item's text field with its number ({number}), e.g. 'Warning sign 2'. */
  itemLabel: MessageDescriptor;
  addLabel: MessageDescriptor;
  /** Only the sections with phone numbers: label of each item's phone field ({number}), e.g. 'Phone for person 2'. */
  phoneLabel?: MessageDescriptor;
  phonePlaceholder?: MessageDescriptor;
};

/**
 * The six Stanley–Brown steps in their order, then reasons for living (issue 9). Message descriptors:
 * translate them while rendering (`i18n._(SECTION_MESSAGES.helpers.title)`; labels take `{ number }`).
 */
export const SECTION_MESSAGES: Record<SafetyPlanSection, SectionMessages> = {
  warningSigns: {
    title: msg`Warning signs`,
    hint: msg`Thoughts, moods or situations that tell you a crisis may be coming.`,
    placeholder: msg`For example: I stop answering messages`,
    itemLabel: msg({ message: 'Warning sign {number}', comment: 'Label of the numbered item in the safety plan step Warning signs' }),
    addLabel: msg`Add a warning sign`,
  },
  copingAlone: {
    title: msg`Things I can do on my own`,
    hint: msg`Things that take your mind off things, without needing anyone else.`,
    placeholder: msg`For example: a walk around the block`,
    itemLabel: msg({ message: 'Thing I can do {number}', comment: 'Label of the numbered item in the safety plan step Things I can do on my own' }),
    addLabel: msg`Add something I can do`,
  },
  distractions: {
    title: msg`People and places that take my mind off things`,
    hint: msg`People to be around, or places to go, that help you feel a bit better.`,
    placeholder: msg`For example: the library, or coffee with Jo`,
    itemLabel: msg({
      message: 'Person or place {number}',
      comment: 'Label of the numbered item in the safety plan step People and places that take my mind off things',
    }),
    addLabel: msg`Add a person or place`,
  },
  helpers: {
    title: msg`People I can ask for help`,
    hint: msg`People you can tell that you are struggling, with their phone number.`,
    placeholder: msg`For example: my sister Alex`,
    itemLabel: msg({ message: 'Person {number}', comment: 'Label of the numbered item in the safety plan step People I can ask for help' }),
    addLabel: msg`Add a person`,
    phoneLabel: msg({ message: 'Phone for person {number}', comment: 'Label of the phone number of the numbered person in the safety plan' }),
    phonePlaceholder: msg({ message: 'For example: 07700 900123', comment: 'Example phone number of a person; use a fictional local number' }),
  },
  professionals: {
    title: msg`Professionals and services`,
    hint: msg`Your doctor or therapist, and your local crisis service, with their phone number.`,
    placeholder: msg`For example: my GP surgery`,
    itemLabel: msg({
      message: 'Professional or service {number}',
      comment: 'Label of the numbered item in the safety plan step Professionals and services',
    }),
    addLabel: msg`Add a professional or service`,
    phoneLabel: msg({
      message: 'Phone for professional or service {number}',
      comment: 'Label of the phone number of the numbered professional or service in the safety plan',
    }),
    phonePlaceholder: msg({ message: 'For example: 020 7946 0000', comment: 'Example phone number of a service; use a fictional local number' }),
  },
  safeEnvironment: {
    title: msg`Making my space safer`,
    hint: msg`Steps that make it harder to act on urges when things are hard.`,
    placeholder: msg`For example: ask a friend to keep my medication`,
    itemLabel: msg({
      message: 'Step {number}',
      comment: 'Label of the numbered item in the safety plan step Making my space safer: one thing done to make the space safer',
    }),
    addLabel: msg({ message: 'Add a step', comment: 'Button in the safety plan step Making my space safer: add one thing done to make the space safer' }),
  },
  reasonsForLiving: {
    title: msg`My reasons for living`,
    hint: msg`What matters most to you and is worth living for. You can add a picture too.`,
    placeholder: msg`For example: seeing my niece grow up`,
    itemLabel: msg({ message: 'Reason {number}', comment: 'Label of the numbered item in the safety plan part My reasons for living' }),
    addLabel: msg`Add a reason`,
  },
};

type SectionCopy = { title: string; hint: string; placeholder: string; addLabel: string; phonePlaceholder?: string };

const translated = (messages: SectionMessages): SectionCopy => ({
  get title() {
    return i18n._(messages.title);
  },
  get hint() {
    return i18n._(messages.hint);
  },
  get placeholder() {
    return i18n._(messages.placeholder);
  },
  get addLabel() {
    return i18n._(messages.addLabel);
  },
  get phonePlaceholder() {
    return messages.phonePlaceholder ? i18n._(messages.phonePlaceholder) : undefined;
  },
});

/**
 * The same words as text in the active language, translated each time they are read (so read them while
 * rendering, not once at load). For other screens that show the plan's steps (the summary).
 */
export const SECTION_COPY = Object.fromEntries(SAFETY_PLAN_SECTIONS.map((section) => [section, translated(SECTION_MESSAGES[section])])) as Record<
  SafetyPlanSection,
  SectionCopy
>;
