import { hash, verify } from '@node-rs/argon2';
import Fastify from 'fastify';

/**
 * The baseline the HTTP figures are divided by: a plain Fastify process with no database, no
 * validation and no plugins. `/plain` answers a small JSON; `/plain-login` does only the argon2id
 * verify that dominates a real login, so the login ratio shows what everything else costs.
 */
const argon = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
const stored = await hash('PlayDemo#2026', argon);
const app = Fastify({ logger: false });
app.get('/plain', async () => ({ success: true, value: { systemStatus: 0 } }));
app.post('/plain-login', async (request) => {
  const { password } = request.body as { password: string };
  return { success: await verify(stored, password), value: { token: 'x' } };
});
await app.listen({ port: Number(process.env.PORT ?? 3298), host: '127.0.0.1' });
