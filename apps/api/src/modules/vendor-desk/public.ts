// What other modules and the seed use of the vendor desk: who is a vendor's staff (the auth module
// joins it to each session and names the vendor in the login answer), and writing a staff account.
export { insertStaff, selectStaffVendor, staffVendorsView } from "./repository.ts";
