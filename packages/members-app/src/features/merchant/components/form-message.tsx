/** The account feature's form outcome message (role alert or status), shared so both stay one. */
export { FormMessage } from '../../account/components/form-message.js';
