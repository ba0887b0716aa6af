export * from './graceful-shutdown';
export * from './bootstrap-service';
export * from './service-app.module';
