import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';

/** A failed library write: the catalogue's title, and the server's sentence when it sent one (an admin-only change, say). */
export function toastFailure(error: unknown, title: string = catalogue.error): void {
  toast.error(title, { description: errorMessage(error, 'Please try again.') });
}
