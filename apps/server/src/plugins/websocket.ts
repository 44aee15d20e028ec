import websocket from '@fastify/websocket';
import { WsClientMessage } from '@goldline/contract/ws';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { TokenService } from '../modules/session/tokens.service.ts';
import type { WsBus } from '../ws/bus.ts';

const HEARTBEAT_MS = 25_000;
const AUTH_TIMEOUT_MS = 10_000;

/**
 * /ws: one socket per logged-in tab. Authenticates with `?token=` or a first `{type:'auth'}` message,
 * answers `{type:'hello', seq:0}`, pings every 25 s and drops sockets that missed a pong.
 */
export async function registerWebsocket(
  app: FastifyInstance,
  deps: { tokens: TokenService; bus: WsBus },
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const alive = new WeakMap<object, boolean>();

  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
    let detach: (() => void) | undefined;
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    socket.on('close', () => detach?.());

    const fail = (code: string) => {
      socket.send(JSON.stringify({ type: 'error', seq: 0, data: { code } }));
      socket.close(4401, code);
    };
    const authenticate = async (token: string | undefined) => {
      try {
        const session = await deps.tokens.resolve(token, 'member');
        detach = deps.bus.attach(session.subjectId, socket);
        socket.send(JSON.stringify({ type: 'hello', seq: 0 }));
      } catch (e) {
        fail(e instanceof AppError ? e.code : 'UNAUTHORIZED');
      }
    };

    const queryToken = (request.query as { token?: string }).token;
    if (queryToken) {
      void authenticate(queryToken);
    } else {
      const timer = setTimeout(() => {
        if (!detach) fail('UNAUTHORIZED');
      }, AUTH_TIMEOUT_MS);
      socket.once('close', () => clearTimeout(timer));
    }
    socket.on('message', (raw) => {
      const parsed = WsClientMessage.safeParse(safeJson(String(raw)));
      if (!parsed.success) return;
      if (parsed.data.type === 'auth' && !detach) void authenticate(parsed.data.token);
      if (parsed.data.type === 'ping') socket.send(JSON.stringify({ type: 'pong', seq: 0 }));
    });
  });

  const timer = setInterval(() => {
    for (const client of app.websocketServer.clients) {
      if (alive.get(client) === false) {
        client.terminate();
        continue;
      }
      alive.set(client, false);
      client.ping();
    }
  }, HEARTBEAT_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
