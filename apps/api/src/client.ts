export * from '@epic/api-contract';
