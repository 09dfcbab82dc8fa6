/*
 * The origin that mailed links point at. PUBLIC_URL, where it is set; without it only a local
 * Host is believed and only http or https, so a forged Host or X-Forwarded-* header never
 * steers a reset or invite link (and what it carries) elsewhere.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

export function appOrigin(config: Pick<Config, 'publicUrl' | 'port'>, request: Pick<FastifyRequest, 'host' | 'protocol'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = LOCAL_HOST.test(request.host) ? request.host : `localhost:${config.port}`;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${host}`;
}
