/**
 * A step between the cold /jobs chunk and the alert dialog: importing the dialog from the button
 * would put the list of every chunk it preloads (two dozen file names) into the cold load; importing
 * this one-line module puts one there. The button starts it on hover or focus.
 */
export const loadCreateAlertHost = () =>
  import('./create-alert-dialog').then((m) => ({ default: m.CreateAlertHost }));
