function AdminUsersPage() {
  return null;
}
export {
  AdminUsersPage as default
};
