import type { Provider } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { SessionSettings } from '../auth/session-settings';
import { Clock } from '../clock/clock';
import { LocalObjectStorage } from './local-object-storage';
import { ObjectStorage } from './object-storage';
import { S3ObjectStorage } from './s3-object-storage';

/** The object storage the settings choose (S3 when S3_ENDPOINT is set), its buckets prepared. */
export const objectStorageProvider: Provider = {
  provide: ObjectStorage,
  inject: [AppConfig, SessionSettings, Clock],
  useFactory: async (config: AppConfig, session: SessionSettings, clock: Clock): Promise<ObjectStorage> => {
    const storage = config.S3_ENDPOINT
      ? new S3ObjectStorage(s3Settings(config, config.S3_ENDPOINT), clock)
      : new LocalObjectStorage(config.OBJECT_STORAGE_DIR, session.secret, clock);
    await storage.prepare();
    return storage;
  },
};

function s3Settings(config: AppConfig, endpoint: string) {
  const publicEndpoint = config.S3_PUBLIC_ENDPOINT ?? endpoint;
  return {
    endpoint,
    publicEndpoint,
    accessKey: config.S3_ACCESS_KEY ?? '',
    secretKey: config.S3_SECRET_KEY ?? '',
    region: config.S3_REGION,
    buckets: { media: config.S3_MEDIA_BUCKET, documents: config.S3_DOCUMENTS_BUCKET },
    mediaPublicUrl: config.S3_MEDIA_PUBLIC_URL ?? `${publicEndpoint}/${config.S3_MEDIA_BUCKET}`,
  };
}
