/**
 * The OpenAPI document with its version, and the changelog: the committed contracts/openapi.json is the
 * last handed-over shape; when the declaration's shape differs from it, the version rises (api-changes.ts)
 * and contracts/CHANGELOG.md gets an entry listing what was added, removed and changed.
 */
import type { Endpoint } from '../../src/adapters/api/catalogue/endpoint';
import { changelogEntry, compareShapes, hasChanges, nextVersion, shapeOf } from './api-changes';
import { type JsonObject, openApiDocument, type PactInteraction, proposedParts } from './openapi-document';

/** The version of the first handed-over document. */
export const FIRST_VERSION = '1.0.0';

const INTRO = [
  '# NADI API changelog',
  '',
  '<!-- Written by `npx tsx scripts/api-catalogue.ts`, which compares the declaration of every call with the',
  '     committed openapi.json. Do not edit by hand: the check in `npm test` fails when it is stale. -->',
  '',
  'What moved in the shape of the API (calls, request fields, answer `data` fields, auth), newest first. The',
  "version is `info.version` of `openapi.json` and the contract's `metadata.nadi.apiVersion`: a removed or",
  'changed call or field raises the major version, an addition the minor one. A field ending in `?` is',
  'optional.',
  '',
].join('\n');

export interface VersioningInput {
  readonly endpoints: readonly Endpoint[];
  readonly interactions: readonly PactInteraction[];
  readonly providerStates: readonly string[];
  /** The committed contracts/openapi.json, if any. */
  readonly committedDocument: string | undefined;
  /** The committed contracts/CHANGELOG.md, if any. */
  readonly committedChangelog: string | undefined;
  /** YYYY-MM-DD, for a new entry. */
  readonly today: string;
}

export interface Versioning {
  readonly version: string;
  readonly document: JsonObject;
  readonly changelog: string;
  /** What moved, in short, when the version rose; empty otherwise. */
  readonly changes: string;
}

const firstEntry = (endpoints: readonly Endpoint[], today: string): string =>
  [
    `## ${FIRST_VERSION} — ${today}`,
    '',
    `The first versioned document: ${endpoints.length} calls; ${
      endpoints.filter((e) => e.origin === 'proposed').length
    } of them on a path the app proposes (\`x-proposed\`), ${
      endpoints.filter((e) => e.origin === 'spec' && proposedParts(e).length > 0).length
    } more with a proposed payload or answer (\`x-proposed-parts\`).`,
    '',
  ].join('\n');

export const apiVersioning = (input: VersioningInput): Versioning => {
  const build = (version: string) => openApiDocument({ ...input, version });
  const committed = input.committedDocument
    ? (JSON.parse(input.committedDocument) as JsonObject & { info?: { version?: string } })
    : undefined;
  const changelog = input.committedChangelog ?? `${INTRO}\n${firstEntry(input.endpoints, input.today)}`;
  if (!committed?.info?.version) {
    return { version: FIRST_VERSION, document: build(FIRST_VERSION), changelog, changes: '' };
  }
  const draft = build(committed.info.version);
  const changes = compareShapes(shapeOf(committed), shapeOf(draft));
  if (!hasChanges(changes))
    return { version: committed.info.version, document: draft, changelog, changes: '' };
  const version = nextVersion(committed.info.version, changes);
  const entry = changelogEntry(version, input.today, changes);
  const at = changelog.indexOf('\n## ');
  return {
    version,
    document: build(version),
    changelog:
      at < 0 ? `${changelog}\n${entry}` : `${changelog.slice(0, at + 1)}${entry}\n${changelog.slice(at + 1)}`,
    changes: `${changes.added.length} added, ${changes.removed.length} removed, ${changes.changed.length} changed`,
  };
};
