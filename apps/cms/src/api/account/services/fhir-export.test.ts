import JSONSchemaValidator from '@asymmetrik/fhir-json-schema-validator';
import { describe, expect, it } from 'vitest';
import { buildFhirBundle, DIARY_QUESTIONNAIRE_URL, type FhirExportInput } from './fhir-export';

// The FHIR R4 JSON schema HL7 publishes (fhir.schema.json, shipped with the validator).
const validator = new JSONSchemaValidator();
const problems = (resource: unknown) => validator.validate(resource, true) as unknown[];

const input: FhirExportInput = {
  exportedAt: '2026-11-28T09:00:00.000Z',
  firstName: 'Alice',
  distressRatings: [
    {
      id: 'r1',
      skill: 'box-breathing',
      before: 8,
      after: 3,
      note: 'hands stopped shaking',
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:05:00.000Z',
    },
    { id: 'r2', skill: 'tipp', before: 7, after: null, note: null, createdAt: '2026-11-21T10:00:00.000Z', updatedAt: '2026-11-21T10:00:00.000Z' },
    { id: 'r3', skill: 'tipp', before: null, after: null, note: null, createdAt: '2026-11-22T10:00:00.000Z', updatedAt: '2026-11-22T10:00:00.000Z' },
  ],
  stressCheckIns: [{ createdAt: '2026-11-19T08:00:00.000Z', stresses: ['panic', 'racing_thoughts'] }],
  diary: [
    {
      date: '2026-11-20',
      emotions: { sadness: 4, joy: 0 },
      urges: { selfHarm: { level: 2, actedOn: false }, substances: { level: null } },
      skills: ['box-breathing'],
      note: 'rough morning, better later',
      updatedAt: '2026-11-20T21:00:00.000Z',
    },
    { date: '2026-11-21', emotions: {}, urges: {}, skills: [], note: '', updatedAt: '2026-11-21T21:00:00.000Z' },
  ],
};

type Bundle = { entry: { fullUrl: string; resource: Record<string, unknown> & { resourceType: string } }[] };
const resources = (bundle: Bundle, type: string) => bundle.entry.map((e) => e.resource).filter((r) => r.resourceType === type);

describe('the FHIR export', () => {
  it('is a valid FHIR R4 Bundle, and the schema check can fail', () => {
    const bundle = buildFhirBundle(input);
    expect(problems(bundle)).toEqual([]);
    for (const { resource } of (bundle as unknown as Bundle).entry) expect(problems(resource)).toEqual([]);
    // The same check refuses what FHIR does not allow: a status outside its value set, a null.
    expect(problems({ ...bundle, type: 'pile' }).length).toBeGreaterThan(0);
    expect(problems({ resourceType: 'Observation', status: 'final', code: { text: 'x' }, valueInteger: null }).length).toBeGreaterThan(0);
  });

  it('gives each distress rating and check-in as an Observation, leaving out what was not answered', () => {
    const bundle = buildFhirBundle(input) as unknown as Bundle;
    const observations = resources(bundle, 'Observation');
    // The session with neither rating measured nothing: left out.
    expect(observations).toHaveLength(3);
    expect(observations[0]).toMatchObject({
      status: 'final',
      effectiveDateTime: '2026-11-20T10:00:00.000Z',
      component: [
        { code: { text: 'Skill used' }, valueString: 'box-breathing' },
        { code: { text: 'Distress before the skill (0–10)' }, valueInteger: 8 },
        { code: { text: 'Distress after the skill (0–10)' }, valueInteger: 3 },
      ],
      note: [{ text: 'hands stopped shaking' }],
    });
    expect(JSON.stringify(observations[1])).not.toContain('after the skill');
    expect(observations[2]?.component).toEqual([{ code: { text: 'I feel panicky' }, valueBoolean: true }, expect.objectContaining({ valueBoolean: true })]);
    const patient = bundle.entry.find((e) => e.resource.resourceType === 'Patient');
    for (const observation of observations) expect(observation.subject).toEqual({ reference: patient?.fullUrl });
  });

  it('gives each diary day as a QuestionnaireResponse to the diary card in the same Bundle', () => {
    const bundle = buildFhirBundle(input) as unknown as Bundle;
    const [questionnaire] = resources(bundle, 'Questionnaire');
    expect(questionnaire).toMatchObject({ url: DIARY_QUESTIONNAIRE_URL, status: 'active' });
    const linkIds = JSON.stringify(questionnaire);
    const [day, empty] = resources(bundle, 'QuestionnaireResponse');
    expect(day).toMatchObject({ questionnaire: `${DIARY_QUESTIONNAIRE_URL}|1`, status: 'completed', authored: '2026-11-20T21:00:00.000Z' });
    expect(day?.item).toEqual([
      { linkId: 'date', answer: [{ valueDate: '2026-11-20' }] },
      { linkId: 'emotion.sadness', answer: [{ valueInteger: 4 }] },
      { linkId: 'emotion.joy', answer: [{ valueInteger: 0 }] },
      {
        linkId: 'urge.selfHarm',
        item: [
          { linkId: 'urge.selfHarm.level', answer: [{ valueInteger: 2 }] },
          { linkId: 'urge.selfHarm.actedOn', answer: [{ valueBoolean: false }] },
        ],
      },
      { linkId: 'skills', answer: [{ valueString: 'box-breathing' }] },
      { linkId: 'note', answer: [{ valueString: 'rough morning, better later' }] },
    ]);
    // Every answer names a question the Questionnaire has.
    for (const id of JSON.stringify(day).match(/"linkId":"[^"]+"/g) ?? []) expect(linkIds).toContain(id);
    // A day with nothing filled in still says which day it was.
    expect(empty?.item).toEqual([{ linkId: 'date', answer: [{ valueDate: '2026-11-21' }] }]);
  });

  it('carries no name when the person gave none', () => {
    const bundle = buildFhirBundle({ ...input, firstName: null }) as unknown as Bundle;
    expect(resources(bundle, 'Patient')[0]).toEqual({ resourceType: 'Patient' });
    expect(problems(bundle)).toEqual([]);
  });
});
