/** How to reach a person: the fields of every account form, the office's walk-in's too. */
export interface ContactDetails {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

/** The fields a person has in every account form: register, profile and the admin's edit. */
export interface PersonDetails extends ContactDetails {
  address: string;
  zipCode: string;
}

/** Just the person's fields of a record that holds more (a user). */
export function personDetails(person: PersonDetails): PersonDetails {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phoneNumber: person.phoneNumber,
    address: person.address,
    zipCode: person.zipCode,
  };
}

/** The person's fields as a request sends them: trimmed, but for the phone its mask shapes. */
export function trimmedPersonDetails(person: PersonDetails): PersonDetails {
  return {
    firstName: person.firstName.trim(),
    lastName: person.lastName.trim(),
    email: person.email.trim(),
    phoneNumber: person.phoneNumber,
    address: person.address.trim(),
    zipCode: person.zipCode.trim(),
  };
}
