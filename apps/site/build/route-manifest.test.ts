import { describe, expect, it } from 'vitest';
import { buildRouteManifest, type ViteManifestChunk } from './route-manifest';

const vite: Record<string, ViteManifestChunk> = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index-1.css'],
  },
  '_react.js': { file: 'assets/react-2.js' },
  'src/pages/HomePage.tsx': {
    file: 'assets/HomePage-3.js',
    isDynamicEntry: true,
    imports: ['_react.js'],
  },
  'src/pages/ExplorerPage.tsx': {
    file: 'assets/ExplorerPage-4.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_api.js', '_picker.js'],
    css: ['assets/ExplorerPage-4.css'],
  },
  '_api.js': { file: 'assets/api-5.js', imports: ['_react.js'] },
  '_picker.js': { file: 'assets/picker-6.js', imports: ['_api.js'], css: ['assets/picker-6.css'] },
  'src/pages/NotFoundPage.tsx': { file: 'assets/NotFoundPage-7.js', isDynamicEntry: true },
  '../../packages/ui/src/map/index.ts': {
    file: 'assets/map-8.js',
    isDynamicEntry: true,
    imports: ['_picker.js', '_geo.js'],
  },
  '_geo.js': { file: 'assets/geo-9.js' },
};

const explorerQueries = {
  params: { type: '^(?:commune|epci)$', id: '^\\d{5}$' },
  urls: ['/api/vintages', '/api/territories/{type}/{id}'],
};

describe('buildRouteManifest', () => {
  const manifest = buildRouteManifest(vite, [
    { path: '/', page: 'HomePage' },
    { path: '/explorer', page: 'ExplorerPage', firstQueries: explorerQueries },
    { path: '*', page: 'NotFoundPage' },
  ]);

  it('given the entry, should list its chunks and stylesheets, which every route loads', () => {
    expect(manifest.entry.files).toEqual([
      'assets/index-1.js',
      'assets/index-1.css',
      'assets/react-2.js',
    ]);
  });

  it('given a route, should list its own files beyond the entry, depth first, each chunk before its stylesheets', () => {
    expect(manifest.routes).toEqual([
      { path: '/', files: ['assets/HomePage-3.js'], page: '.shells/index.html' },
      {
        path: '/explorer',
        page: '.shells/explorer.html',
        files: [
          'assets/ExplorerPage-4.js',
          'assets/ExplorerPage-4.css',
          'assets/api-5.js',
          'assets/picker-6.js',
          'assets/picker-6.css',
        ],
        firstQueries: explorerQueries,
      },
    ]);
  });

  it('given other lazy chunks (and the 404 page), should list what each adds beyond the entry and the routes', () => {
    expect(manifest.lazy).toEqual([
      { name: 'src/pages/NotFoundPage.tsx', files: ['assets/NotFoundPage-7.js'] },
      { name: '../../packages/ui/src/map/index.ts', files: ['assets/map-8.js', 'assets/geo-9.js'] },
    ]);
  });

  it('given a declared page that is not a chunk, should fail the build', () => {
    expect(() => buildRouteManifest(vite, [{ path: '/version', page: 'VersionPage' }])).toThrow(
      /src\/pages\/VersionPage\.tsx/,
    );
  });

  it('given no entry, should fail the build', () => {
    expect(() => buildRouteManifest({}, [])).toThrow(/No entry/);
  });
});
