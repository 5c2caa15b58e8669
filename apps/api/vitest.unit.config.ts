import { defineProject } from 'vitest/config';
import { API_UNIT_TESTS, apiProject } from './vitest.config.js';

export default defineProject({
  ...apiProject,
  test: { ...apiProject.test, name: 'api-unit', include: API_UNIT_TESTS },
});
