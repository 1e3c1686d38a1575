import { json, type EmuResponse } from '../../http/types.js';
import type { StorageCall } from '../call.js';
import { asCaller } from '../db-scope.js';
import { invalidRequest, noSuchKey } from '../errors.js';
import { optionalInteger, readJsonObject, stringArray, type JsonObject } from '../json-body.js';
import { isSafeObjectName } from '../names.js';
import { visibleVersions } from '../objects-db.js';
import { signObjectUrl } from '../signed-token.js';
import { transformFromBody, transformSegments, type Transform } from '../image-transform.js';

const MAX_PATHS = 1000;

/** A lifetime of 1 second up to `[storage] max_signed_url_expires_in` (7 days unless configured). */
function readExpiresIn(call: StorageCall, body: JsonObject): number {
  const expiresIn = optionalInteger(body, 'expiresIn', 1, Number.MAX_SAFE_INTEGER);
  if (expiresIn === undefined) throw invalidRequest("body must have required property 'expiresIn'");
  const longest = call.context.config.project.storage.maxSignedUrlExpiresIn;
  if (expiresIn > longest) throw invalidRequest(`body/expiresIn must be <= ${String(longest)}`);
  return expiresIn;
}

/** The path relative to `/storage/v1`, unencoded: the client runs `encodeURI` over the whole URL. */
async function signedPath(
  call: StorageCall,
  bucket: string,
  name: string,
  version: string,
  expiresIn: number,
  transform: Transform | null = null,
): Promise<string> {
  const transformations = transform ? transformSegments(transform, true).join(',') : '';
  const token = await signObjectUrl(
    `${bucket}/${name}`,
    version,
    expiresIn,
    call.context.config.jwtSecret,
    transformations ? { transformations, format: transform?.format ?? '' } : null,
  );
  const route = transformations ? 'render/image' : 'object';
  return `/${route}/sign/${bucket}/${name}?token=${token}`;
}

/** `POST /object/sign/{bucket}/{path}` `{expiresIn}`: only for an object the caller may select. */
export async function signObject(call: StorageCall, bucket: string, name: string): Promise<EmuResponse> {
  const body = readJsonObject(call.request);
  const expiresIn = readExpiresIn(call, body);
  const requested = transformFromBody(body);
  const transform = call.context.config.project.storage.imageTransformation ? requested : null;
  const visible = await asCaller(call, (tx) => visibleVersions(tx, bucket, [name]), { readOnly: true });
  const version = visible.get(name);
  if (version === undefined) throw noSuchKey();
  return json(200, { signedURL: await signedPath(call, bucket, name, version, expiresIn, transform) });
}

/** `POST /object/sign/{bucket}` `{expiresIn, paths}`: one entry per path, an error for the invisible ones. */
export async function signObjects(call: StorageCall, bucket: string): Promise<EmuResponse> {
  const body = readJsonObject(call.request);
  const expiresIn = readExpiresIn(call, body);
  const paths = stringArray(body, 'paths', MAX_PATHS);
  const names = paths.filter(isSafeObjectName);
  const visible =
    names.length === 0
      ? new Map<string, string>()
      : await asCaller(call, (tx) => visibleVersions(tx, bucket, names), { readOnly: true });
  const entries = [];
  for (const path of paths) {
    const version = visible.get(path);
    entries.push(
      version === undefined
        ? { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null }
        : { error: null, path, signedURL: await signedPath(call, bucket, path, version, expiresIn) },
    );
  }
  return json(200, entries);
}
