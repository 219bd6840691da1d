/** The FHIR R4 JSON-schema validator has no types of its own: what the tests use of it. */
declare module '@asymmetrik/fhir-json-schema-validator' {
  export default class JSONSchemaValidator {
    constructor(schemaPath?: string, ajvSettings?: Record<string, unknown>);
    /** The problems found; empty when the resource is valid. */
    validate(resource: unknown, verbose?: boolean): unknown[];
  }
}
