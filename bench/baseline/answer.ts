/**
 * The API's p99 baseline: a bare Fastify that answers GET on each of the site's measured paths with
 * the answer the site sent there, recorded by the bench from the running site (recordedAnswer.ts)
 * and handed over in the environment: the same bytes and headers, none of the site's work to make them.
 */
import Fastify from 'fastify';
import { ANSWER_ENV, type RecordedAnswers } from '../recordedAnswer';
import { serve } from './serve';

const recorded = process.env[ANSWER_ENV];
if (!recorded) throw new Error(`${ANSWER_ENV} is not set: the bench records the answer to send.`);
const answers = JSON.parse(recorded) as RecordedAnswers;

const app = Fastify({ logger: false });
for (const [path, answer] of Object.entries(answers)) {
  const body = Buffer.from(answer.bodyBase64, 'base64');
  app.get(path, (_request, reply) => {
    for (const [name, value] of answer.headers) reply.header(name, value);
    return reply.code(answer.statusCode).send(body);
  });
}

serve(app);
