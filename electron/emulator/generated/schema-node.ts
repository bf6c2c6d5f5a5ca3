// A schema of the discovery document as the conformance check reads it (generated into discovery-schemas.ts).
export interface SchemaNode {
  /** Another schema of the document, by name. */
  readonly ref?: string;
  readonly type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'any';
  /** int64/uint64 (sent as strings), int32/uint32, date-time, byte… */
  readonly format?: string;
  readonly enum?: readonly string[];
  /** The fixed value of a `kind` property (`youtube#video`). */
  readonly const?: string;
  readonly items?: SchemaNode;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  /** A map's values: any key is allowed, each value holds to this. */
  readonly additionalProperties?: SchemaNode;
}
