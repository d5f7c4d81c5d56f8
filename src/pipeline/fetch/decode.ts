import { brotliDecompress, gunzip, inflate, inflateRaw, type InputType, type ZlibOptions } from 'node:zlib';
import { promisify } from 'node:util';
import { FatalScrapeError, NonRetryableScrapeError } from '../errors.js';

const gunzipAsync = promisify<InputType, ZlibOptions, Buffer>(gunzip);
const inflateAsync = promisify<InputType, ZlibOptions, Buffer>(inflate);
const inflateRawAsync = promisify<InputType, ZlibOptions, Buffer>(inflateRaw);
const brotliAsync = promisify<InputType, ZlibOptions, Buffer>(brotliDecompress);

/**
 * Undoes Content-Encoding with an output cap, so a small compressed body cannot expand past `maxBytes`
 * (decompression bombs end in the same 'too large' error as a plain oversized body).
 */
export async function decompressBody(
  raw: Buffer,
  contentEncoding: string | undefined,
  maxBytes: number,
  url: string,
): Promise<Buffer> {
  const encodings = (contentEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && s !== 'identity');
  let body = raw;
  // Encodings are listed in the order applied, so undo them last to first.
  for (const enc of encodings.reverse()) {
    const opts = { maxOutputLength: maxBytes } as ZlibOptions;
    try {
      if (enc === 'gzip' || enc === 'x-gzip') body = await gunzipAsync(body, opts);
      else if (enc === 'br') body = await brotliAsync(body, opts);
      else if (enc === 'deflate') {
        // "deflate" is meant to be zlib-wrapped, but some servers send raw deflate.
        body = await inflateAsync(body, opts).catch((e: { code?: string }) => {
          if (e.code === 'ERR_BUFFER_TOO_LARGE') throw e;
          return inflateRawAsync(body, opts);
        });
      } else throw new NonRetryableScrapeError(`Unsupported Content-Encoding: ${enc}`, { code: 'malformed', url });
    } catch (e) {
      if (e instanceof NonRetryableScrapeError) throw e;
      if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new FatalScrapeError(`Response body larger than ${maxBytes} bytes after decompression`, {
          code: 'too_large',
          url,
        });
      }
      throw new NonRetryableScrapeError(`Could not decode ${enc} response body`, { code: 'malformed', url, cause: e });
    }
  }
  return body;
}

function charsetFromContentType(contentType: string | undefined): string | null {
  const m = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '');
  return m ? m[1] : null;
}

/** `<meta charset>`, `<meta http-equiv content="...; charset=...">` or an XML declaration, within the first 4 KB. */
function charsetFromDocument(body: Buffer): string | null {
  const head = body.subarray(0, 4096).toString('latin1');
  const meta = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  if (meta) return meta[1];
  const xml = /^\s*<\?xml[^>]+encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head);
  return xml ? xml[1] : null;
}

function decoderFor(label: string | null): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.toLowerCase());
  } catch {
    return null; // unknown label: fall through to the next source
  }
}

/** Decodes a body to text: BOM, then header charset, then document charset, else UTF-8 (never throws on bad bytes). */
export function decodeText(body: Buffer, contentType: string | undefined): string {
  if (body.length >= 3 && body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf)
    return new TextDecoder('utf-8').decode(body.subarray(3));
  if (body.length >= 2 && body[0] === 0xfe && body[1] === 0xff)
    return new TextDecoder('utf-16be').decode(body.subarray(2));
  if (body.length >= 2 && body[0] === 0xff && body[1] === 0xfe)
    return new TextDecoder('utf-16le').decode(body.subarray(2));
  const decoder =
    decoderFor(charsetFromContentType(contentType)) ??
    decoderFor(charsetFromDocument(body)) ??
    new TextDecoder('utf-8');
  return decoder.decode(body);
}
