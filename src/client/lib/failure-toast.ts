import { toast } from 'sonner';
import { errorMessage } from './api-client.ts';
import { catalogue } from './catalogue.ts';

/** A failed write: the catalogue's title, and the server's sentence when it sent one (else `fallback`). */
export function toastFailure(error: unknown, title: string = catalogue.error, fallback = 'Please try again.'): void {
  toast.error(title, { description: errorMessage(error, fallback) });
}
