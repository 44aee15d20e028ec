import type { FastifyServerOptions } from 'fastify';

/**
 * pino with secrets redacted. Bodies are never logged (Fastify does not by default), so encrypted
 * payloads stay out of the logs; tokens in the WebSocket query string are masked in the URL.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  const secretKeys = [
    'password',
    'newPassword',
    'oldPassword',
    'confirmPassword',
    'confirmNewPassword',
    'loginPassword',
    'paymentPassword',
    'newPaymentPassword',
    'oldPaymentPassword',
    'confirmPaymentPassword',
    'verificationCode',
    'captcha',
    'token',
  ];
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-session-token"]',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        ...secretKeys.map((k) => `*.${k}`),
        ...secretKeys,
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return {
          method: request.method,
          url: request.url.replace(/([?&]token=)[^&]*/i, '$1[redacted]'),
          ip: request.ip,
        };
      },
    },
  };
}
