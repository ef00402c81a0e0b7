// Run as a child process by last-resort.test.ts: a database fault nobody caught, then a
// programming error nobody caught.
import { installLastResortHandlers } from '../../src/lifecycle/process-guards.ts';
import { createLogger } from '../../src/logging/logger.ts';

const logger = createLogger();
installLastResortHandlers(logger);
void Promise.reject(
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
);
setTimeout(() => {
  logger.info('still running');
  void Promise.reject(new TypeError('undefined is not a function'));
}, 200);
// Keeps the process alive until the handler ends it.
setTimeout(() => logger.info('never exited'), 30_000);
