import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../context.ts';
import { arcticGoogle } from './arctic-google.ts';
import { registerGoogleRoutes } from './google-routes.ts';
import { StandInGoogle } from './stand-in-google.ts';
import { registerStandInGoogleRoutes } from './stand-in-routes.ts';

/**
 * Google sign-in: arctic's client with GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET; without them, the
 * local stand-in outside production; in production without keys, the popup reports failure.
 */
export function registerAuthHttp(app: FastifyInstance, services: AppServices) {
  const { google, production } = services.config;
  if (google) {
    app.log.info('Google sign-in: Google (arctic)');
    registerGoogleRoutes(app, services, arcticGoogle(google.clientId, google.clientSecret));
    return;
  }
  if (production) {
    app.log.warn('Google sign-in is off: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET');
    registerGoogleRoutes(app, services, {
      kind: 'google',
      authorizationUrl: () => {
        throw new Error('Google sign-in is not configured');
      },
      exchange: () => Promise.reject(new Error('Google sign-in is not configured')),
    });
    return;
  }
  app.log.info('Google sign-in: local stand-in at /dev/google/authorize');
  const standIn = new StandInGoogle();
  registerGoogleRoutes(app, services, standIn);
  registerStandInGoogleRoutes(app, standIn);
}
