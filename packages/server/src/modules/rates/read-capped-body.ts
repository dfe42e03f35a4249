import { RatesProviderError } from './rates-provider.js';

/** Reads a response body as UTF-8 text, refusing (and cancelling the stream) past `maxBytes`. */
export async function readCappedBody(response: Response, maxBytes: number): Promise<string> {
  const declaredLength = Number(response.headers.get('content-length') ?? '0');
  if (declaredLength > maxBytes) {
    await response.body?.cancel();
    throw new RatesProviderError('too_large', `the response declares ${declaredLength} bytes, over ${maxBytes}`);
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let receivedBytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    receivedBytes += value.byteLength;
    if (receivedBytes > maxBytes) {
      await reader.cancel();
      throw new RatesProviderError('too_large', `the response is over ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
}
