-- Hand-written (issue 34, the audit log in words): the entries about signing in get their own kind, `sign-in`, so
-- the audit screen can keep them apart from the changes. Before, they were `account` entries like an account's edits.
UPDATE "audit_log" SET "kind" = 'sign-in'
WHERE "kind" = 'account'
  AND ("action" IN ('adminSignIn', 'adminSignOut')
    OR "summary" LIKE 'Вход:%' OR "summary" LIKE 'Вход заблокирован:%' OR "summary" LIKE 'Неудачный вход:%');
