/**
 * The API's second baseline: a bare Fastify that answers GET / with one of the site's answers,
 * recorded by the bench from the running site (recordedAnswer.ts) and handed over in the
 * environment: the same bytes and headers, none of the site's work to make them.
 */
import Fastify from 'fastify';
import { ANSWER_ENV, type RecordedAnswer } from '../recordedAnswer';
import { serve } from './serve';

const recorded = process.env[ANSWER_ENV];
if (!recorded) throw new Error(`${ANSWER_ENV} is not set: the bench records the answer to send.`);
const answer = JSON.parse(recorded) as RecordedAnswer;
const body = Buffer.from(answer.bodyBase64, 'base64');

const app = Fastify({ logger: false });
app.get('/', (_request, reply) => {
  for (const [name, value] of answer.headers) reply.header(name, value);
  return reply.code(answer.statusCode).send(body);
});

serve(app);
