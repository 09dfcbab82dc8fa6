/*
 * vitest's jsdom environment hands a jsdom FormData to Node's Request as a Node FormData,
 * but names every file in it "blob" (jsdom's files are not Node's). MSW reads an XHR upload
 * through Request, so without this a mocked server never sees the names a browser sends.
 */
import { File as NodeFile } from 'node:buffer';

export async function keepUploadedFileNames(): Promise<void> {
  const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
  // jsdom keeps a blob's bytes on its hidden implementation object, as vitest itself reads them.
  const impl = Object.getOwnPropertySymbols(Object.getOwnPropertyDescriptors(new Blob()))[0];
  const bytesOf = (file: File) => (impl ? (file as unknown as Record<symbol, { _buffer: Uint8Array }>)[impl]?._buffer : undefined) ?? new Uint8Array();
  const CompatRequest = globalThis.Request;

  globalThis.Request = class Request extends CompatRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      const form = init?.body;
      if (!(form instanceof FormData)) {
        super(input, init);
        return;
      }
      const body = new NodeFormData();
      form.forEach((value, key) => {
        if (typeof value === 'string') body.append(key, value);
        else body.append(key, new NodeFile([bytesOf(value)], value.name, { type: value.type }) as unknown as File);
      });
      super(input, { ...init, body });
    }
  };
}
