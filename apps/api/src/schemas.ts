export * from '@epic/api-contract';
export * from '@epic/api-contract/schemas';
