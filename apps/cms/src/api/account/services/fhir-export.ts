import {
  DIARY_EMOTION_LABELS,
  DIARY_EMOTIONS,
  DIARY_URGE_LABELS,
  DIARY_URGES,
  STRESS_LABELS,
  type DiaryEntry,
  type DistressRating,
  type StressCheckIn,
} from '@steady/contracts';
import { randomUUID } from 'node:crypto';

/*
 * GET /api/account/export/fhir: the person's ratings, check-ins and diary as a FHIR R4 Bundle, for a
 * therapist's or a health record's system (docs/api.md). Distress ratings and stress check-ins are
 * Observations (category 'survey'); each diary day is a QuestionnaireResponse to the diary card's
 * Questionnaire, which travels in the same Bundle. Steady's own words name each code (code.text): none of
 * these measures has a LOINC or SNOMED code of its own, and an invented coding would mislead a system
 * that trusts codes. FHIR has no nulls and no empty arrays: an unanswered question is left out.
 */

export const DIARY_QUESTIONNAIRE_URL = 'urn:steady:questionnaire:diary-card';
const DIARY_QUESTIONNAIRE_VERSION = '1';
const SURVEY = { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'survey', display: 'Survey' }] };

type Resource = { resourceType: string } & Record<string, unknown>;
type Entry = { fullUrl: string; resource: Resource };

const entry = (resource: Resource): Entry => ({ fullUrl: `urn:uuid:${randomUUID()}`, resource });
const nonEmpty = <T>(items: T[]): T[] | undefined => (items.length > 0 ? items : undefined);

const urgeLinkId = (urge: string, part: 'level' | 'actedOn') => `urge.${urge}.${part}`;

/** The diary card as a Questionnaire: what each answer in a diary day means. */
export function diaryQuestionnaire(): Resource {
  return {
    resourceType: 'Questionnaire',
    url: DIARY_QUESTIONNAIRE_URL,
    version: DIARY_QUESTIONNAIRE_VERSION,
    name: 'SteadyDiaryCard',
    title: 'Diary card',
    status: 'active',
    description: 'One day of a DBT-style diary card: emotions and urges rated 0 (none) to 5 (strongest), whether an urge was acted on, skills used, a note.',
    item: [
      { linkId: 'date', text: 'Day', type: 'date', required: true },
      ...DIARY_EMOTIONS.map((emotion) => ({ linkId: `emotion.${emotion}`, text: `${DIARY_EMOTION_LABELS[emotion]} (0–5)`, type: 'integer' })),
      ...DIARY_URGES.map((urge) => ({
        linkId: `urge.${urge}`,
        text: DIARY_URGE_LABELS[urge],
        type: 'group',
        item: [
          { linkId: urgeLinkId(urge, 'level'), text: 'Strength (0–5)', type: 'integer' },
          { linkId: urgeLinkId(urge, 'actedOn'), text: 'Acted on it', type: 'boolean' },
        ],
      })),
      { linkId: 'skills', text: 'Skills used', type: 'string', repeats: true },
      { linkId: 'note', text: 'Note', type: 'text' },
    ],
  };
}

function diaryResponse(day: DiaryEntry, patient: string): Resource {
  const items: Record<string, unknown>[] = [{ linkId: 'date', answer: [{ valueDate: day.date }] }];
  for (const emotion of DIARY_EMOTIONS) {
    const value = day.emotions[emotion];
    if (typeof value === 'number') items.push({ linkId: `emotion.${emotion}`, answer: [{ valueInteger: value }] });
  }
  for (const urge of DIARY_URGES) {
    const answer = day.urges[urge];
    const parts = [
      typeof answer?.level === 'number' ? { linkId: urgeLinkId(urge, 'level'), answer: [{ valueInteger: answer.level }] } : null,
      typeof answer?.actedOn === 'boolean' ? { linkId: urgeLinkId(urge, 'actedOn'), answer: [{ valueBoolean: answer.actedOn }] } : null,
    ].filter((part) => part !== null);
    if (parts.length > 0) items.push({ linkId: `urge.${urge}`, item: parts });
  }
  if (day.skills.length > 0) items.push({ linkId: 'skills', answer: day.skills.map((skill) => ({ valueString: skill })) });
  if (day.note) items.push({ linkId: 'note', answer: [{ valueString: day.note }] });
  return {
    resourceType: 'QuestionnaireResponse',
    questionnaire: `${DIARY_QUESTIONNAIRE_URL}|${DIARY_QUESTIONNAIRE_VERSION}`,
    status: 'completed',
    subject: { reference: patient },
    authored: day.updatedAt,
    item: items,
  };
}

/** A final Observation of the survey category, about the Bundle's Patient, named by Steady's words. */
function surveyObservation(text: string, patient: string, effective: string, component: unknown[] | undefined, note?: string | null): Resource {
  return {
    resourceType: 'Observation',
    status: 'final',
    category: [SURVEY],
    code: { text },
    subject: { reference: patient },
    effectiveDateTime: effective,
    component,
    note: note ? [{ text: note }] : undefined,
  };
}

function ratingObservation(rating: DistressRating, patient: string): Resource | null {
  const components = [
    { code: { text: 'Skill used' }, valueString: rating.skill },
    rating.before === null ? null : { code: { text: 'Distress before the skill (0–10)' }, valueInteger: rating.before },
    rating.after === null ? null : { code: { text: 'Distress after the skill (0–10)' }, valueInteger: rating.after },
  ].filter((component) => component !== null);
  // A session with neither rating measured nothing.
  if (rating.before === null && rating.after === null) return null;
  return surveyObservation('Distress rating around a coping skill', patient, rating.createdAt, components, rating.note);
}

function checkInObservation(checkIn: Pick<StressCheckIn, 'createdAt' | 'stresses'>, patient: string): Resource {
  const stresses = checkIn.stresses.map((stress) => ({ code: { text: STRESS_LABELS[stress] }, valueBoolean: true }));
  return surveyObservation('Stress check-in: what fits how I feel', patient, checkIn.createdAt, nonEmpty(stresses));
}

export type FhirExportInput = {
  exportedAt: string;
  /** The name the person gave, if any: the Patient the entries are about carries only this. */
  firstName: string | null;
  distressRatings: DistressRating[];
  stressCheckIns: Pick<StressCheckIn, 'createdAt' | 'stresses'>[];
  diary: DiaryEntry[];
};

/** The Bundle (type 'collection'): the person, the diary card's Questionnaire, then every entry in time order. */
export function buildFhirBundle(input: FhirExportInput): Resource {
  const patient = entry({ resourceType: 'Patient', name: input.firstName ? [{ text: input.firstName }] : undefined });
  const ref = patient.fullUrl;
  const observations = [
    ...input.distressRatings.map((rating) => ratingObservation(rating, ref)),
    ...input.stressCheckIns.map((checkIn) => checkInObservation(checkIn, ref)),
  ].filter((resource) => resource !== null);
  return withoutUndefined({
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: input.exportedAt,
    entry: [patient, entry(diaryQuestionnaire()), ...observations.map(entry), ...input.diary.map((day) => entry(diaryResponse(day, ref)))],
  });
}

/** JSON.stringify drops undefined members anyway; this keeps the object itself free of them for tests. */
const withoutUndefined = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
