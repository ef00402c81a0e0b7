import { describe, expect, it } from 'vitest';
import { adminAccessRule, canCallAdminApi } from './admin-access.ts';
import { apiPaths } from './paths.ts';

describe('the admin API policy', () => {
  it('reads a path as the router does: any case, a trailing slash, HEAD as GET, ids filled', () => {
    expect(adminAccessRule('GET', '/api/admin/leads')).toEqual(['admin']);
    expect(adminAccessRule('get', '/API/Admin/Leads/')).toEqual(['admin']);
    expect(adminAccessRule('HEAD', '/api/admin/leads.csv')).toEqual(['admin']);
    expect(adminAccessRule('PATCH', '/api/admin/users/7')).toEqual(['admin']);
    expect(adminAccessRule('POST', apiPaths.adminLogin)).toBe('public');
  });

  it('names no rule for a method or path it does not list: those are the admins', () => {
    expect(adminAccessRule('DELETE', '/api/admin/leads')).toBeUndefined();
    expect(adminAccessRule('GET', '/api/admin/users/7')).toBeUndefined();
    expect(adminAccessRule('GET', '/api/admin/unknown')).toBeUndefined();
    expect(canCallAdminApi('editor', 'GET', '/api/admin/unknown')).toBe(false);
    expect(canCallAdminApi('admin', 'GET', '/api/admin/unknown')).toBe(true);
    expect(canCallAdminApi(null, 'POST', apiPaths.adminLogin)).toBe(true);
    expect(canCallAdminApi(null, 'GET', apiPaths.adminLeads)).toBe(false);
  });

  it('gives the content studio and media to editors by prefix, and no spelling borrows it', () => {
    for (const path of [
      '/api/admin/content',
      '/api/admin/content/pages/3',
      '/API/ADMIN/MEDIA',
      '/api/admin/media/12/variants',
    ]) {
      expect(canCallAdminApi('editor', 'DELETE', path), path).toBe(true);
      expect(canCallAdminApi('user', 'GET', path), path).toBe(false);
    }
    for (const path of [
      '/api/admin/content/../leads',
      '/api/admin/media/./x',
      '/api/admin//content/x',
      '/api/admin/contentious',
    ]) {
      expect(canCallAdminApi('editor', 'GET', path), path).toBe(false);
    }
    expect(canCallAdminApi('editor', 'GET', apiPaths.adminLeads)).toBe(false);
    expect(canCallAdminApi('editor', 'GET', apiPaths.adminUsers)).toBe(false);
  });
});
