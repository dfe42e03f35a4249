import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../errors/domain-error.js';

export const invalidUtf8Message = 'The request body is not valid UTF-8 text.';

/**
 * JSON bodies must be valid UTF-8 (RFC 8259). Node would decode broken bytes as U+FFFD and the
 * call would store replacement characters the sender never wrote, so the body is decoded strictly
 * and refused as 400 `validation_failed` (`error_message.body`) when it is not UTF-8; the text then
 * goes through Fastify's own JSON parser (its proto- and constructor-poisoning checks kept).
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    const decoder = new TextDecoder('utf-8', { fatal: true });
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      let text: string;
      try {
        text = decoder.decode(body as Buffer);
      } catch {
        done(new DomainError('validation_failed', { body: invalidUtf8Message }), undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
