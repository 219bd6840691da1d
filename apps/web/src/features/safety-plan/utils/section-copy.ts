import type { SafetyPlanSection } from '@steady/contracts';

type SectionCopy = {
  /** The step's heading, in plain words. */
  title: string;
  hint: string;
  /** Examples shown as placeholders, never as answers. */
  placeholder: string;
  /** Label of each item's text field, e.g. 'Warning sign 2'. */
  itemLabel: string;
  addLabel: string;
  phonePlaceholder?: string;
};

/** The six Stanley–Brown steps in their order, then reasons for living (issue 9). */
export const SECTION_COPY: Record<SafetyPlanSection, SectionCopy> = {
  warningSigns: {
    title: 'Warning signs',
    hint: 'Thoughts, moods or situations that tell you a crisis may be coming.',
    placeholder: 'For example: I stop answering messages',
    itemLabel: 'Warning sign',
    addLabel: 'Add a warning sign',
  },
  copingAlone: {
    title: 'Things I can do on my own',
    hint: 'Things that take your mind off things, without needing anyone else.',
    placeholder: 'For example: a walk around the block',
    itemLabel: 'Thing I can do',
    addLabel: 'Add something I can do',
  },
  distractions: {
    title: 'People and places that take my mind off things',
    hint: 'People to be around, or places to go, that help you feel a bit better.',
    placeholder: 'For example: the library, or coffee with Jo',
    itemLabel: 'Person or place',
    addLabel: 'Add a person or place',
  },
  helpers: {
    title: 'People I can ask for help',
    hint: 'People you can tell that you are struggling, with their phone number.',
    placeholder: 'For example: my sister Alex',
    itemLabel: 'Person',
    addLabel: 'Add a person',
    phonePlaceholder: 'For example: 07700 900123',
  },
  professionals: {
    title: 'Professionals and services',
    hint: 'Your doctor or therapist, and your local crisis service, with their phone number.',
    placeholder: 'For example: my GP surgery',
    itemLabel: 'Professional or service',
    addLabel: 'Add a professional or service',
    phonePlaceholder: 'For example: 020 7946 0000',
  },
  safeEnvironment: {
    title: 'Making my space safer',
    hint: 'Steps that make it harder to act on urges when things are hard.',
    placeholder: 'For example: ask a friend to keep my medication',
    itemLabel: 'Step',
    addLabel: 'Add a step',
  },
  reasonsForLiving: {
    title: 'My reasons for living',
    hint: 'What matters most to you and is worth living for. You can add a picture too.',
    placeholder: 'For example: seeing my niece grow up',
    itemLabel: 'Reason',
    addLabel: 'Add a reason',
  },
};
