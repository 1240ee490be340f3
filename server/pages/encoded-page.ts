import { encodeBody, type EncodedBodies } from '../http/encoded-body.ts';

/** A rendered page as stored: compressed once, beside its plain bytes, and the CSP sources of its inline scripts. */
export interface EncodedPage extends EncodedBodies {
  status: number;
  scriptSources: readonly string[];
}

/** The page in every encoding it is served in: the same HTML gives the same bytes on every instance. */
export async function encodePage({
  status,
  html,
  scriptSources,
}: {
  status: number;
  html: string;
  scriptSources: readonly string[];
}): Promise<EncodedPage> {
  return { status, scriptSources, ...(await encodeBody(Buffer.from(html, 'utf8'))) };
}
