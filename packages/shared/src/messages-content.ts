// Visible texts of the public content screens and their back-office screens (issue 3).
export {};
